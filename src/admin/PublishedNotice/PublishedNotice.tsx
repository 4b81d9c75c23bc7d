'use client'

import { useConfig, useDocumentEvents, useDocumentInfo, useFormModified, useLocale, useTranslation } from '@payloadcms/ui'

import { localizedPath } from '@/i18n/languagePath'
import { defaultLocale, isLocale } from '@/i18n/locales'

import { adminT } from '../translations'
import styles from './PublishedNotice.module.css'

type Props = {
  /** The public address with `{slug}` where the slug goes, as the slug field shows it (src/fields/slug.ts). */
  pattern: string
}

type SavedDocument = { id?: number | string; slug?: unknown; _status?: unknown }

/**
 * Beside the save buttons, once the document is published: "Published." with a link to its
 * page on the website, in the language being edited. Payload reports every save of a form
 * as a document event; the one for this document, published and not changed since, is shown.
 */
export function PublishedNotice({ pattern }: Props) {
  const { mostRecentUpdate } = useDocumentEvents()
  const { id, collectionSlug } = useDocumentInfo()
  const modified = useFormModified()
  const { code } = useLocale()
  const { config } = useConfig()
  const { t: payloadT } = useTranslation()
  const t = adminT(payloadT)

  const doc = mostRecentUpdate?.doc as SavedDocument | undefined
  const slug = typeof doc?.slug === 'string' ? doc.slug : ''
  // A new document has no id in the event (it is reported as it is created): its saved copy has.
  const thisDocument = mostRecentUpdate?.entitySlug === collectionSlug && id !== undefined && String(doc?.id) === String(id)
  if (!thisDocument || doc?._status !== 'published' || !slug || modified) return null

  const locale = isLocale(code) ? code : defaultLocale
  const address = `${config.serverURL}${localizedPath(pattern.replace('{slug}', encodeURIComponent(slug)), locale)}`
  return (
    <p className={styles.notice} role="status">
      {t('hawler:publishedNotice')}{' '}
      <a href={address} target="_blank" rel="noopener">
        {t('hawler:seeOnWebsite')}
      </a>
    </p>
  )
}
