import type { CollectionSlug, DefaultServerCellComponentProps } from 'payload'

import { localeInfo, locales } from '@/i18n/locales'

import { adminT, languageName } from '../translations'
import { type AllLocalesDocument, missingLanguages, translatedFieldsOf } from '../translationCoverage'
import styles from './TranslationStatus.module.css'

/** The list column that shows, per document, in which languages its texts (title and description, or alt text) are written. */
export async function TranslationStatusCell({ payload, collectionConfig, rowData, i18n }: DefaultServerCellComponentProps) {
  // Payload 3.90 also renders a ui field's Cell in the edit form, without a row: nothing to show there.
  if (!collectionConfig || !rowData?.id) return null
  const t = adminT(i18n.t)
  const fields = translatedFieldsOf(collectionConfig.slug)
  const doc = await payload.findByID({
    collection: collectionConfig.slug as CollectionSlug,
    id: rowData.id as number,
    locale: 'all',
    draft: true,
    depth: 0,
    select: Object.fromEntries(fields.map((field) => [field, true])),
    overrideAccess: true,
    disableErrors: true,
  })
  const missing = doc ? missingLanguages(doc as unknown as AllLocalesDocument, fields) : [...locales]
  return (
    <ul className={styles.languages}>
      {locales.map((locale) => {
        const written = !missing.includes(locale)
        const language = languageName(t, locale)
        return (
          <li key={locale} className={written ? styles.written : styles.missing}>
            <span aria-hidden="true">
              {localeInfo[locale].abbreviation} {written ? '✓' : '–'}
            </span>
            <span className={styles.hidden}>
              {t(written ? 'hawler:languageWritten' : fields.includes('alt') ? 'hawler:languageMissingAlt' : 'hawler:languageMissing', {
                language,
              })}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
