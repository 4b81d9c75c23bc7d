import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/languagePath'

import { serverURL } from './serverUrl'

/** An absolute address on this site, for canonical links, structured data and shared previews. */
export function absoluteUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${serverURL}${path.startsWith('/') ? path : `/${path}`}`
}

export type Query = Record<string, string>

/** The address of a page of this site in a language: `/recipes` in English, `/ar/recipes` in Arabic. */
export function localizedUrl(locale: Locale, pathname: string, query?: Query): string {
  return absoluteUrl(localizedPath({ pathname, query }, locale))
}
