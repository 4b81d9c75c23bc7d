import { notFound } from 'next/navigation'

import { isLocale, type Locale } from './locales'

/**
 * The `[locale]` segment of a page. A path such as `/favicon.ico` reaches the home route
 * with a "locale" that is none; the layout answers 404, but a page's `generateMetadata`
 * runs beside it and must not read content in a language that does not exist.
 */
export function requireLocale(locale: string): Locale {
  if (!isLocale(locale)) notFound()
  return locale
}
