/**
 * Which address is which page in Next's cache, and what shared caches (nginx, a CDN) may
 * do with the answer. Pure functions: the proxy (src/proxy.ts) and the tests use them.
 */
import { defaultLocale, isLocale, type Locale, locales } from '@/i18n/locales'

import { listPath, publicContentTypes } from './contentTypes'

/**
 * Public HTML: a shared cache may keep it 1 s and then serve it stale for a minute while it
 * asks again, so an edit reaches every visitor within about 2 s on a busy page and within
 * a minute on a quiet one. Next's own cache keeps the page until a save expires its tags.
 */
export const PUBLIC_HTML = 'public, max-age=0, s-maxage=1, stale-while-revalidate=59'

/** Anything for one person: a signed-in editor, draft preview, the sign-in and reset pages. */
export const PRIVATE = 'private, no-store'

/**
 * `/` answers by the visitor's cookie and Accept-Language (English here, a redirect to
 * `/ar` or `/ckb` otherwise). Next replaces any Vary header a page response is given, so
 * a shared cache could not tell those answers apart: `/` is for the browser alone, which
 * revalidates it by its ETag. Next still serves it from its own cache.
 */
export const HOME = 'private, no-cache'

/** Payload's session cookie and Next's draft-mode cookie. */
const PERSONAL_COOKIES = ['payload-token', '__prerender_bypass']

/** Pages that are for one person whoever asks: they carry forms, tokens and redirects. */
const PERSONAL_PAGES = ['/login', '/ResetPassword']

/** The address without its language prefix: `/ar/products` → `/products`, `/ar` → `/`. */
export function withoutLocale(pathname: string): { locale: Locale | null; rest: string } {
  const [, first, ...others] = pathname.split('/')
  if (isLocale(first)) return { locale: first, rest: `/${others.join('/')}` }
  return { locale: null, rest: pathname }
}

/**
 * The addresses that answer by the visitor's language rather than the one they name: the
 * home page `/`, and a product's GS1 Digital Link `/01/{GTIN}` (its QR code is printed on
 * the pack, so a phone set to Arabic should open the Arabic page).
 */
export function detectsLanguage(pathname: string): boolean {
  return pathname === '/' || pathname.startsWith('/01/')
}

export function cacheControlFor(pathname: string, cookieNames: Iterable<string>): string {
  const names = new Set(cookieNames)
  if (PERSONAL_COOKIES.some((name) => names.has(name))) return PRIVATE
  if (detectsLanguage(pathname)) return HOME
  const { rest } = withoutLocale(pathname)
  if (PERSONAL_PAGES.some((page) => rest === page || rest.startsWith(`${page}/`))) return PRIVATE
  return PUBLIC_HTML
}

const listRoutes = new Set<string>(publicContentTypes.map((type) => type.pages.list))

/** Query parameters that filter the product list: such an address is rendered per request. */
const PRODUCT_FILTERS = ['q', 'category', 'subCategory']

/**
 * Where a list address with a query is rendered. Next's page cache is keyed by the path,
 * and a cached page cannot read the query, so `?page=N` becomes the segment `_page/N` and a
 * product search or filter goes to the per-request route `products/_search` (keeping its
 * query). `internalPath` is the locale-prefixed path next-intl rewrote to, e.g.
 * `/en/news`; null when the address needs nothing more.
 */
export function listRewrite(internalPath: string, search: URLSearchParams): { pathname: string; keepQuery: boolean } | null {
  const { locale, rest } = withoutLocale(internalPath)
  if (!locale || !listRoutes.has(rest)) return null
  if (rest === listPath('products') && PRODUCT_FILTERS.some((key) => (search.get(key) ?? '').trim() !== '')) {
    return { pathname: `/${locale}${rest}/_search`, keepQuery: true }
  }
  const page = Number(search.get('page'))
  if (Number.isInteger(page) && page >= 2 && page < 10_000) return { pathname: `/${locale}${rest}/_page/${page}`, keepQuery: false }
  return null
}

/**
 * The internal addresses above are not addresses of their own: `/news/_page/2` is sent to
 * `/news?page=2`, `/products/_search?q=x` to `/products?q=x`.
 */
export function publicListAddress(pathname: string): string | null {
  const match = pathname.match(/^(.*)\/(?:_page\/([^/]*)|_search)\/?$/)
  if (!match) return null
  const { rest } = withoutLocale(match[1])
  if (!listRoutes.has(rest)) return null
  return match[2] === undefined ? match[1] : `${match[1]}?page=${encodeURIComponent(match[2])}`
}

/**
 * The language a first visit to `/` (or a scanned `/01/{GTIN}`) is sent to: the saved
 * choice (the language menu writes the NEXT_LOCALE cookie), then the browser's
 * `Accept-Language`, then English. Every other address shows the language it names.
 */
export function preferredLocale(savedChoice: string | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(savedChoice)) return savedChoice
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1, index }
    })
    .filter(({ tag, q }) => tag !== '' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of ranked) {
    const language = tag.split('-')[0]
    const found = locales.find((locale) => locale === language)
    if (found) return found
  }
  return defaultLocale
}
