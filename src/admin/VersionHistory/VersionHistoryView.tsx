import { getTranslation } from '@payloadcms/translations'
import { Gutter, SetDocumentStepNav } from '@payloadcms/ui'
import type { CollectionSlug, DocumentViewServerProps, GlobalSlug } from 'payload'
import { formatAdminURL } from 'payload/shared'

import type { Locale } from '@/i18n/locales'
import { type HistoryRow, versionHistory } from '@/lib/versions/versionHistory'

import { formatAdminDate } from '../dates'
import { adminT } from '../translations'
import tables from '../AdminTable.module.css'
import styles from './VersionHistory.module.css'

const PER_PAGE = 10

const pageNumber = (value: unknown): number => {
  const page = Number(Array.isArray(value) ? value[0] : value)
  return Number.isSafeInteger(page) && page > 0 ? page : 1
}

/**
 * The Versions tab of a document or a global: every saved version, the newest first, with
 * when it was saved to the second, who saved it, which languages' text it changed, and
 * whether it was published, a draft, or what the website shows now. Payload's own list
 * showed the minute and a version number only. Each time opens Payload's comparison view,
 * where a version (or one language of it) is restored.
 */
export async function VersionHistoryView({ initPageResult, hasPublishedDoc, searchParams }: DocumentViewServerProps) {
  const { collectionConfig, globalConfig, docID, req } = initPageResult
  const { i18n } = req
  const t = adminT(i18n.t)
  const entity = collectionConfig ? { collection: collectionConfig.slug as CollectionSlug } : { global: globalConfig!.slug as GlobalSlug }
  const page = pageNumber(searchParams?.page)
  const history = await versionHistory(entity, collectionConfig ? docID : undefined, req, {
    page,
    limit: PER_PAGE,
    published: Boolean(hasPublishedDoc),
  })

  const adminRoute = req.payload.config.routes.admin
  const base: `/${string}` = collectionConfig
    ? `/collections/${collectionConfig.slug}/${docID}/versions`
    : `/globals/${globalConfig!.slug}/versions`
  const href = (path: `/${string}`) => formatAdminURL({ adminRoute, path })
  const list = (languages: Locale[]) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(languages.map((locale) => t(`hawler:language_${locale}`)))
  const languagesOf = (row: HistoryRow) => {
    if (row.first)
      return row.languages.length ? t('hawler:historyFirst', { languages: list(row.languages) }) : t('hawler:historyFirstEmpty')
    return row.languages.length ? list(row.languages) : t('hawler:historyNoText')
  }
  const pluralLabel = collectionConfig ? getTranslation(collectionConfig.labels.plural, i18n) : getTranslation(globalConfig!.label, i18n)
  const from = (history.page - 1) * history.limit + 1
  const to = from + history.rows.length - 1

  return (
    <>
      <SetDocumentStepNav
        collectionSlug={collectionConfig?.slug}
        globalSlug={globalConfig?.slug}
        id={docID}
        pluralLabel={pluralLabel}
        useAsTitle={collectionConfig?.admin?.useAsTitle || globalConfig?.slug}
        view={i18n.t('version:versions')}
      />
      <main className="versions">
        <Gutter className={styles.history}>
          {history.totalDocs === 0 && <p>{t('hawler:historyNone')}</p>}
          {history.rows.length > 0 && (
            <div className={tables.tableWrap}>
              <table className={tables.table}>
                <caption className={tables.caption}>{t('hawler:historyCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('hawler:historySaved')}</th>
                    <th scope="col">{t('hawler:historyBy')}</th>
                    <th scope="col">{t('hawler:historyLanguages')}</th>
                    <th scope="col">{t('hawler:historyStatus')}</th>
                  </tr>
                </thead>
                <tbody>
                  {history.rows.map((row) => (
                    <tr key={row.id}>
                      <td>
                        <a href={href(`${base}/${row.id}`)}>
                          <time dateTime={row.savedAt}>{formatAdminDate(row.savedAt, i18n.language, { seconds: true })}</time>
                        </a>
                      </td>
                      <td>{row.by ?? t('hawler:historyNobody')}</td>
                      <td>{languagesOf(row)}</td>
                      <td className={row.status === 'draft' ? styles.draft : undefined}>
                        {t(row.status === 'published' ? 'hawler:statusPublished' : 'hawler:statusDraft')}
                        {row.live && <span className={styles.live}>{t('hawler:historyLive')}</span>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {history.totalDocs > 0 && (
            <nav className={styles.pages} aria-label={i18n.t('version:versions')}>
              {history.rows.length > 0 && <span>{t('hawler:historyRange', { from, to, total: history.totalDocs })}</span>}
              {history.page > 1 && (
                <a href={href(`${base}?page=${Math.min(history.page - 1, history.totalPages)}`)}>{t('hawler:historyNewer')}</a>
              )}
              {history.page < history.totalPages && <a href={href(`${base}?page=${history.page + 1}`)}>{t('hawler:historyOlder')}</a>}
            </nav>
          )}
        </Gutter>
      </main>
    </>
  )
}
