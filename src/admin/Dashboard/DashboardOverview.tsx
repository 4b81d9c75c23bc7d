import { getTranslation } from '@payloadcms/translations'
import type { Payload, ServerProps } from 'payload'

import { defaultLocale } from '@/i18n/locales'
import { type ContentCollection, dashboardCollections } from '@/lib/contentTypes'

import { adminT } from '../translations'
import { listOfDocumentsURL, type TranslationLocale, translationCoverage } from '../translationCoverage'
import styles from './DashboardOverview.module.css'
import { RecentlyEdited, type RecentDocument } from './RecentlyEdited'

const listURL = (slug: string, query = '') => `/admin/collections/${slug}${query}`

/**
 * The top of the dashboard: the greeting, how many documents each type has (published and
 * drafts) with a shortcut to add one, how many still lack a translation, and what was
 * edited last. Payload's cards for every type and setting follow below.
 */
export async function DashboardOverview({ payload, i18n, user }: ServerProps) {
  if (!user) return null
  const t = adminT(i18n.t)
  const rows = await Promise.all(
    dashboardCollections.map(async (slug) => {
      const [published, drafts, coverage] = await Promise.all([
        payload.count({ collection: slug, where: { _status: { equals: 'published' } }, overrideAccess: true }),
        payload.count({ collection: slug, where: { _status: { equals: 'draft' } }, overrideAccess: true }),
        translationCoverage(payload, slug),
      ])
      const labels = payload.collections[slug].config.labels
      return {
        slug,
        plural: getTranslation(labels.plural, i18n),
        singular: getTranslation(labels.singular, i18n),
        published: published.totalDocs,
        drafts: drafts.totalDocs,
        missing: coverage.missing,
      }
    }),
  )
  const recent = await recentlyEdited(payload, 8)
  const languages: Array<{ locale: TranslationLocale; heading: string; name: string }> = [
    { locale: 'ar', heading: t('hawler:withoutArabic'), name: t('hawler:language_ar') },
    { locale: 'ckb', heading: t('hawler:withoutKurdish'), name: t('hawler:language_ckb') },
  ]

  return (
    <div className={styles.overview}>
      <header className={styles.greeting}>
        <h1>{t('hawler:welcome')}</h1>
        <p>{t('hawler:dashboardIntro')}</p>
      </header>

      <section aria-labelledby="dashboard-content">
        <h2 id="dashboard-content" className={styles.heading}>
          {t('hawler:contentHeading')}
        </h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t('hawler:contentCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('hawler:type')}</th>
                <th scope="col">{t('hawler:published')}</th>
                <th scope="col">{t('hawler:drafts')}</th>
                {languages.map(({ locale, heading }) => (
                  <th scope="col" key={locale}>
                    {heading}
                  </th>
                ))}
                <th scope="col">
                  <span className={styles.hidden}>{t('hawler:add')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.slug} data-collection={row.slug}>
                  <th scope="row">
                    <a href={listURL(row.slug)}>{row.plural}</a>
                  </th>
                  <td>
                    <a href={listURL(row.slug, '?where[_status][equals]=published')} data-count="published">
                      {row.published}
                    </a>
                  </td>
                  <td>
                    <a href={listURL(row.slug, '?where[_status][equals]=draft')} data-count="drafts">
                      {row.drafts}
                    </a>
                  </td>
                  {languages.map(({ locale, name }) => {
                    const ids = row.missing[locale]
                    return (
                      <td key={locale} data-count={`missing-${locale}`}>
                        {ids.length === 0 ? (
                          <span className={styles.complete}>✓ 0</span>
                        ) : (
                          <a
                            href={listOfDocumentsURL(row.slug, ids)}
                            className={styles.missing}
                            aria-label={t('hawler:showMissing', { count: ids.length, label: row.plural, language: name })}
                          >
                            {ids.length}
                          </a>
                        )}
                      </td>
                    )
                  })}
                  <td>
                    <a href={listURL(row.slug, '/create')} className={styles.add} aria-label={t('hawler:addType', { label: row.singular })}>
                      + {t('hawler:add')}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className={styles.hint}>{t('hawler:missingHint')}</p>
      </section>

      <RecentlyEdited
        documents={recent}
        language={i18n.language}
        labels={{
          heading: t('hawler:recentHeading'),
          empty: t('hawler:noRecent'),
          published: t('hawler:statusPublished'),
          draft: t('hawler:statusDraft'),
          untitled: t('hawler:untitled'),
          types: Object.fromEntries(rows.map((row) => [row.slug, row.singular])),
        }}
      />
    </div>
  )
}

/** The documents saved last, across every content type (drafts included). */
async function recentlyEdited(payload: Payload, limit: number): Promise<RecentDocument[]> {
  const lists = await Promise.all(
    dashboardCollections.map(async (collection: ContentCollection) => {
      const { docs } = await payload.find({
        collection,
        locale: defaultLocale,
        draft: true,
        depth: 0,
        limit,
        sort: '-updatedAt',
        select: { title: true, updatedAt: true, _status: true },
        overrideAccess: true,
      })
      return docs.map((doc) => ({
        collection,
        id: doc.id,
        title: typeof doc.title === 'string' ? doc.title : '',
        status: doc._status === 'published' ? ('published' as const) : ('draft' as const),
        updatedAt: doc.updatedAt,
      }))
    }),
  )
  return lists
    .flat()
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, limit)
}
