import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'

import { serverURL } from './serverUrl'

/** An absolute address on this site, for canonical links, structured data and shared previews. */
export function absoluteUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${serverURL}${path.startsWith('/') ? path : `/${path}`}`
}

export type Query = Record<string, string>

/** The address of a page of this site in a language: `/recipes` in English, `/ar/recipes` in Arabic. */
export function localizedUrl(locale: Locale, pathname: string, query?: Query): string {
  return absoluteUrl(getPathname({ locale, href: query && Object.keys(query).length > 0 ? { pathname, query } : pathname }))
}
