import type { FlattenedField } from 'payload'

import { type Locale, locales } from '@/i18n/locales'

import { type Data, hasLanguageText, languageTextOf } from './languageText'

/** A version's data read once in each language, without falling back to English. */
export type InEachLanguage = Record<Locale, Data>

/**
 * The languages whose text a version changed, against the version saved before it: each
 * language's text of the older one written over the newer (languageTextOf), compared with
 * the newer's own. A row added to a list that is the same in every language is not a text
 * change of any language. Without an older version (the first one), the languages it was
 * written in.
 */
export function changedLanguages(fields: FlattenedField[], newer: InEachLanguage, older: InEachLanguage | undefined): Locale[] {
  if (!older) return locales.filter((locale) => hasLanguageText(fields, newer[locale]))
  return locales.filter((locale) => {
    const now = newer[locale]
    return JSON.stringify(languageTextOf(fields, now, now)) !== JSON.stringify(languageTextOf(fields, older[locale], now))
  })
}
