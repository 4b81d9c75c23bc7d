import { defaultLocale, isLocale, type Locale } from './locales'

/** An address inside the site, as links and redirects name it: a path, or a path and a query. */
export type Href = string | { pathname: string; query?: Record<string, string | undefined> }

/**
 * The public address of `href` in a language: English has no prefix (`/news`), Arabic and
 * Kurdish do (`/ar/news`). next-intl's `getPathname` does the same, but importing its
 * navigation into a server component registers its client `Link` with the page, and Next
 * then sends next-intl's client runtime to every browser.
 */
export function localizedPath(href: Href, locale: Locale): string {
  const { pathname, query = {} } = typeof href === 'string' ? { pathname: href } : href
  const path = locale === defaultLocale ? pathname : pathname === '/' ? `/${locale}` : `/${locale}${pathname}`
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString()
  return search ? `${path}?${search}` : path
}

/**
 * The address of the same page in another language: `/ar/news` → `/news`, `/recipes` →
 * `/ckb/recipes`. The path may carry the language it is rendered in (`/en/news`, as Next
 * sees a rewritten English address).
 */
export function pathInLanguage(pathname: string, locale: Locale): string {
  const [, first, ...rest] = pathname.split('/')
  const page = `/${(isLocale(first) ? rest : [first, ...rest]).join('/')}`.replace(/\/+$/, '') || '/'
  return localizedPath(page, locale)
}

/** The cookie `/` and `/01/{GTIN}` read to send a returning visitor to the language they chose. */
export const LANGUAGE_COOKIE = 'NEXT_LOCALE'

/** The spec's "remembered in local storage under a language key": the same choice, read by `/`. */
export const LANGUAGE_STORAGE_KEY = 'language'
