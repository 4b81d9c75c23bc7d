import type { ServerProps } from 'payload'

import { translatedLocales } from '@/i18n/locales'

import { adminT, languageName } from '../translations'
import { globalURL, listOfDocumentsURL } from '../translationCoverage'
import tables from '../AdminTable.module.css'
import styles from './DashboardOverview.module.css'
import { ByDate } from './ByDate'
import { greetingFor } from './greeting'
import { readOverview } from './overviewData'
import { RecentlyEdited } from './RecentlyEdited'

const listURL = (slug: string, query = '') => `/admin/collections/${slug}${query}`

/**
 * The top of the dashboard: the greeting, how many documents each type has (published and
 * drafts) with a shortcut to add one, how many still lack a translation in each language
 * but English, and what was edited last (read by overviewData.ts). Payload's cards for
 * every type and setting follow below.
 */
export async function DashboardOverview({ payload, i18n, user }: ServerProps) {
  if (!user) return null
  const t = adminT(i18n.t)
  const greeting = greetingFor(user)
  const { rows, media, globals, recent } = await readOverview(payload, i18n, user)
  const languages = translatedLocales.map((locale) => {
    const name = languageName(t, locale)
    return { locale, name, heading: t('hawler:withoutLanguage', { language: name }) }
  })

  return (
    <div className={styles.overview}>
      <header className={styles.greeting}>
        <h1>{greeting.key === 'hawler:welcomeName' ? t(greeting.key, { name: greeting.name }) : t(greeting.key)}</h1>
        <p>{t('hawler:dashboardIntro')}</p>
      </header>

      <ByDate payload={payload} i18n={i18n} />

      <section aria-labelledby="dashboard-content">
        <h2 id="dashboard-content" className={styles.heading}>
          {t('hawler:contentHeading')}
        </h2>
        <div className={tables.tableWrap}>
          <table className={tables.table}>
            <caption className={tables.caption}>{t('hawler:contentCaption')}</caption>
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
                        <MissingCount
                          count={ids.length}
                          href={listOfDocumentsURL(row.slug, ids)}
                          label={t('hawler:showMissing', { count: ids.length, label: row.plural, language: name })}
                        />
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

      <section aria-labelledby="dashboard-other-texts">
        <h2 id="dashboard-other-texts" className={styles.heading}>
          {t('hawler:otherTextsHeading')}
        </h2>
        <div className={tables.tableWrap}>
          <table className={tables.table}>
            <caption className={tables.caption}>{t('hawler:otherTextsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('hawler:type')}</th>
                {languages.map(({ locale, heading }) => (
                  <th scope="col" key={locale}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr data-texts="media">
                <th scope="row">
                  <a href={listURL('media')}>{t('hawler:altTexts')}</a>
                </th>
                {languages.map(({ locale, name }) => (
                  <td key={locale} data-count={`missing-${locale}`}>
                    <MissingCount
                      count={media.missing[locale].length}
                      href={listOfDocumentsURL('media', media.missing[locale])}
                      label={t('hawler:showMissingAlt', { count: media.missing[locale].length, language: name })}
                    />
                  </td>
                ))}
              </tr>
              {globals.map((global) => (
                <tr key={global.slug} data-texts={global.slug}>
                  <th scope="row">
                    <a href={`/admin/globals/${global.slug}`}>{global.label}</a>
                  </th>
                  {languages.map(({ locale, name }) => (
                    <td key={locale} data-count={`missing-${locale}`}>
                      <MissingCount
                        count={global.missing[locale]}
                        href={globalURL(global.slug, locale)}
                        label={t('hawler:showMissingTexts', { count: global.missing[locale], label: global.label, language: name })}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
          by: (name) => t('hawler:editedBy', { name }),
          types: Object.fromEntries(rows.map((row) => [row.slug, row.singular])),
        }}
      />
    </div>
  )
}

/** A count of what lacks a translation: a tick when nothing does, else a link to what does. */
function MissingCount({ count, href, label }: { count: number; href: string; label: string }) {
  if (count === 0) return <span className={styles.complete}>✓ 0</span>
  return (
    <a href={href} className={styles.missing} aria-label={label}>
      {count}
    </a>
  )
}
