/**
 * How public addresses reach the pages: Next's own redirects, rewrites and headers
 * (next.config.ts) rather than the proxy, which costs a request it runs for about as much as
 * sending the cached page itself (measured: 1.1 ms of CPU per cached 94 KB page without the
 * proxy, 1.6 to 2.4 ms with it). But Next tries every rewrite and header rule on every request,
 * in its router and again in the page's handler, even where none matches: so what few
 * addresses need is left to the proxy, which runs for those only (src/proxy.ts): a list's later
 * pages, a product search, the GS1 resolver's description, and `/` and `/01/{GTIN}`, which
 * answer by the visitor's language.
 *
 * Relative imports only: next.config.ts loads this file, and its loader does not read
 * tsconfig's paths.
 */
import { defaultLocale, locales } from '../i18n/locales'
import { publicContentTypes } from './contentTypes'
import { HOME, PERSONAL_COOKIES, PERSONAL_PAGES, PRIVATE, PUBLIC_HTML } from './httpCache'

type Query = { type: 'query' | 'cookie'; key: string; value?: string }
export type Redirect = { source: string; destination: string; permanent: boolean }
export type Rewrite = { source: string; destination: string }
export type HeaderRule = { source: string; has?: Query[]; headers: Array<{ key: string; value: string }> }

const prefixed = locales.filter((locale) => locale !== defaultLocale)
/** `:locale(ar|ckb)`: the languages whose addresses start with their code. */
const prefixedLocale = `:locale(${prefixed.join('|')})`
const lists = publicContentTypes.map((type) => type.pages.list.slice(1))
const list = `:list(${lists.join('|')})`

/** Query parameters that filter the product list: such an address is rendered per request. */
export const PRODUCT_FILTERS = ['q', 'category', 'subCategory', 'free'] as const

/** `2` to `9999`: the first page is the list's own address. */
const LATER_PAGE = /^(?:[2-9]|[1-9]\d{1,3})$/

/** A list's address in each language, with its language (none for English) and list. */
const LIST_ADDRESS = new RegExp(`^(?:/(${prefixed.join('|')}))?/(${lists.join('|')})$`)

/**
 * Addresses of the site's pages that are neither the API, the admin, Next's files, the code
 * pictures, a language prefix, nor a file name (robots.txt, icon.svg: no dot in a page).
 */
const PAGE = `((?!(?:${[...locales, 'admin', 'api', '_next', 'next', 'codes'].join('|')})(?:/|$))[^.]*)`

export const languageRedirects: Redirect[] = [
  // The old site carried Kurdish under `he` (Hebrew's code); its links keep working.
  // (`/he` too: `:path*` may be empty. Not so for `/en`, whose destination would then be empty.)
  { source: '/he/:path*', destination: '/ckb/:path*', permanent: true },
  // English has no prefix: `/en/news` is `/news`.
  { source: `/${defaultLocale}`, destination: '/', permanent: false },
  { source: `/${defaultLocale}/:path*`, destination: '/:path*', permanent: false },
]

/**
 * The GS1 Digital Link resolver's description (GS1-Conformant Resolver Standard). Next does
 * not route folders whose name starts with a dot, so the proxy takes it to the route
 * `[locale]/_gs1resolver` (src/app/(site)/[locale]/%5Fgs1resolver).
 */
export const GS1_RESOLVER_DESCRIPTION = '/.well-known/gs1resolver'

/**
 * `/news/_page/2` and `/products/_search` are how the rewrites below name `?page=2` and a
 * search inside; from outside they are the query (which a redirect keeps).
 */
export const internalAddressRedirects: Redirect[] = [
  ...[
    { from: `/${prefixedLocale}`, to: '/:locale' },
    { from: '', to: '' },
  ].flatMap(({ from, to }) => [
    { source: `${from}/${list}/_page/:page`, destination: `${to}/:list?page=:page`, permanent: true },
    { source: `${from}/${list}/_search`, destination: `${to}/:list`, permanent: true },
  ]),
  { source: `/:locale(${locales.join('|')})?/_gs1resolver`, destination: GS1_RESOLVER_DESCRIPTION, permanent: true },
]

/**
 * Where `?page=N` of a list is served. Next's page cache is keyed by the path, and a cached
 * page cannot read the query, so a later page is the path `{list}/_page/N`; a page that cannot
 * be (not a number, 0, negative, too long) is page 0, which is not found. Null for the first
 * page, an empty `page` and any other address: they are served as they are. The proxy applies
 * this (src/proxy.ts): as rewrite rules it took five rules that every request paid for.
 */
export function listPagePath(pathname: string, searchParams: URLSearchParams): string | null {
  const match = LIST_ADDRESS.exec(pathname)
  // Of a repeated `page`, the last one counts, as it did in Next's rules.
  const page = searchParams.getAll('page').at(-1)
  if (!match || !page || page === '1') return null
  const [, locale = defaultLocale, list] = match
  return `/${locale}/${list}/_page/${LATER_PAGE.test(page) ? page : '0'}`
}

/**
 * English, which has no prefix, gets the `en` segment the routes are under. Next applies
 * every rule here to every request, in the router and again in the page's handler, so there
 * are as few as can be: `/` apart, because its destination would otherwise be `/en/`.
 */
export const pageRewrites: Rewrite[] = [
  { source: '/', destination: `/${defaultLocale}` },
  { source: `/:path${PAGE}`, destination: `/${defaultLocale}/:path` },
]

const cacheControl = (value: string) => [{ key: 'Cache-Control', value }]

/**
 * Every page address in every language, `/` included, in one pattern: Next tests every
 * header rule against every request, so fewer rules serve each page sooner.
 */
const anyPage = `/:page((?!(?:${[defaultLocale, 'admin', 'api', '_next', 'next', 'codes'].join('|')})(?:/|$))[^.]*)`
/** The sign-in and password pages, with or without a language prefix. */
const personalPage = `/:locale(${prefixed.join('|')})?/:page(${PERSONAL_PAGES.map((page) => page.slice(1)).join('|')})/:rest*`

/**
 * Cache-Control of the pages. Where several rules match, Next sends the last one's value;
 * Next keeps a Cache-Control already set on a response rather than writing its own.
 */
export const pageHeaders: HeaderRule[] = [
  { source: anyPage, headers: cacheControl(PUBLIC_HTML) },
  // `/` and a scanned `/01/{GTIN}` answer by the visitor's language (see HOME).
  { source: '/:gs1(01(?:/.*)?)?', headers: cacheControl(HOME) },
  { source: personalPage, headers: cacheControl(PRIVATE) },
  // A signed-in editor or a draft preview: the same pages, for that person only.
  ...PERSONAL_COOKIES.map((cookie) => ({
    source: anyPage,
    has: [{ type: 'cookie' as const, key: cookie }],
    headers: cacheControl(PRIVATE),
  })),
]
