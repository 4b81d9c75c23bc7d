/**
 * Routing, declared once: how each address reaches its route. Language prefixes (English
 * none, `/ar`, `/ckb`; the old `/he`), a list's later pages, product search, the contact
 * form posted without scripts, the GS1 resolver and its Digital Link, the internal addresses,
 * and the spec's admin paths. next.config.ts takes its rules from here; the proxy's matcher,
 * which Next reads without running the file, is held against `proxyMatcher` by a test
 * (tests/unit/routing.spec.ts).
 *
 * English has no prefix but its routes are under `[locale]`: the site's server gives an
 * English address its `en` before Next routes it, and sends `/en/…` and the old `/he/…` to
 * their public addresses (`beforeNext`, src/server/http/languageAddresses.ts).
 *
 * How the other public addresses reach the pages: Next's own redirects and headers
 * (next.config.ts) rather than the proxy, which costs a request it runs for about as much as
 * sending the cached page itself (measured: 1.1 ms of CPU per cached 94 KB page without the
 * proxy, 1.6 to 2.4 ms with it). But Next tries every rewrite and header rule on every request,
 * in its router and again in the page's handler, even where none matches: so what few
 * addresses need is left to the proxy, which runs for those only (src/proxy.ts): a list's later
 * pages, a product search, the GS1 resolver's description, and `/01/{GTIN}`, which answers by
 * the visitor's language and by what it asks for (a page, or the linkset as JSON).
 *
 * Relative imports with their `.ts`: next.config.ts loads this file, whose loader does not
 * read tsconfig's paths, and so does the site's server, on Node's own type stripping.
 */
import { defaultLocale, type Locale, locales } from '../i18n/locales.ts'
import { applyPath } from './applications/paths.ts'
import { contentTypes, listPath, publicContentTypes } from './contentTypes.ts'
import { BY_LANGUAGE, PERSONAL_COOKIES, PERSONAL_PAGES, PRIVATE, PUBLIC_HTML } from './cachePolicy.ts'
import { ownRedirectPathOr } from './redirectTarget.ts'

type Query = { type: 'query' | 'cookie'; key: string; value?: string }
export type Redirect = { source: string; destination: string; permanent: boolean }
export type HeaderRule = { source: string; has?: Query[]; headers: Array<{ key: string; value: string }> }

const prefixed = locales.filter((locale) => locale !== defaultLocale)
/** `:locale(ar|ckb)`: the languages whose public addresses start with their code. */
const prefixedLocale = `:locale(${prefixed.join('|')})`
/**
 * `:locale(en|ar|ckb)`: every language, as Next sees a page's address once the site's
 * server has given English its `en` (`beforeNext`).
 */
const anyLocale = `:locale(${locales.join('|')})`
const lists = publicContentTypes.map((type) => type.pages.list.slice(1))
const list = `:list(${lists.join('|')})`

/** Query parameters that filter the product list: such an address is rendered per request. */
export const PRODUCT_FILTERS = ['q', 'category', 'subCategory', 'free'] as const

/**
 * A page's address in each language, its language prefix captured: English's `en`, which the
 * site's server gives it (`beforeNext`), or none, as a visitor writes it.
 */
function pageAddress(page: string): RegExp {
  return new RegExp(`^(?:/(${locales.join('|')}))?/${page}$`)
}

const PRODUCT_LIST = pageAddress('products')
/** `/products`, `/ar/products`: the language of a product list address, or null. */
export const productListLocale = (pathname: string) => localeOf(PRODUCT_LIST.exec(pathname))

const CONTACT_PAGE = pageAddress('contactUs')
/** `/contactUs`, `/ckb/contactUs`: the language of a contact page address, or null. */
export const contactPageLocale = (pathname: string) => localeOf(CONTACT_PAGE.exec(pathname))

function localeOf(match: RegExpExecArray | null): Locale | null {
  return match ? ((match[1] as Locale | undefined) ?? defaultLocale) : null
}

/** `/products` or `/ar/products` with a search or filter: rendered per request, so limited. Its language, or null. */
export function searchLocale(pathname: string, searchParams: URLSearchParams): Locale | null {
  const locale = productListLocale(pathname)
  if (!locale) return null
  return PRODUCT_FILTERS.some((key) => searchParams.getAll(key).some((value) => value.trim() !== '')) ? locale : null
}

/** `/01/{GTIN}` in each language, or the internal address of its linkset (`…/_linkset`). */
const DIGITAL_LINK = new RegExp(`^(?:/(${prefixed.join('|')}))?/01/([^/]+)(/_linkset)?$`)

export type DigitalLinkAddress = {
  /** The language the address names; null for none, where the visitor's language decides. */
  locale: Locale | null
  /** As written: the route checks it. */
  gtin: string
  /** The linkset's route asked for by its own address, which from outside is `?linkType=linkset`. */
  internal: boolean
}

/** A scanned GS1 Digital Link, `/01/{GTIN}` or `/ar/01/{GTIN}`, or null for any other address. */
export function digitalLinkAddress(pathname: string): DigitalLinkAddress | null {
  const match = DIGITAL_LINK.exec(pathname)
  if (!match) return null
  return { locale: (match[1] as Locale | undefined) ?? null, gtin: match[2], internal: Boolean(match[3]) }
}

/**
 * Where the proxy sends a Digital Link that asks for the product's linkset (JSON): a route
 * beside the scan's page, which answers a person with a redirect to the product or the site's
 * own 404 (src/app/(site)/[locale]/(pages)/01/[gtin]).
 */
export const linksetRoute = (locale: Locale, gtin: string) => `/${locale}/01/${gtin}/_linkset`

/** `2` to `9999`: the first page is the list's own address. */
const LATER_PAGE = /^(?:[2-9]|[1-9]\d{1,3})$/

/** A list's address in each language, with its language (`en` or none for English) and list. */
const LIST_ADDRESS = new RegExp(`^(?:/(${locales.join('|')}))?/(${lists.join('|')})$`)

/**
 * A public English page's address: `/` or a path whose first segment is none of a language
 * (the old `he` included), a scan (`/01/…`, which the proxy routes by the visitor's
 * language), the admin, the API, Next's files or addresses (`_next`, `__nextjs…`, anything
 * from `_`), the preview routes or the code pictures; with no dot (robots.txt, icon.svg) and
 * no empty segment (`/news/`, `//news`: Next's own redirects tidy those first).
 */
const ENGLISH_PAGE = new RegExp(
  `^/(?:(?!(?:${[...locales, 'he', '01', 'admin', 'api', 'next', 'codes'].join('|')})(?:/|$)|_)(?:[^./]+/)*[^./]+)?$`,
  // `/EN/news` is a language typed in capitals (LANGUAGE_IN_CAPITALS), not an English page.
  'i',
)
/** `/en`, `/en/news`: English written with the prefix it does not have. */
const ENGLISH_PREFIX = new RegExp(`^/${defaultLocale}(/.*)?$`)
/** The old site carried Kurdish under `he` (Hebrew's code); its links keep working. */
const OLD_KURDISH = /^\/he(\/.*)?$/
/** `/EN/news`, `/Ar`: a language's segment in capitals, which Next would not find. */
const LANGUAGE_IN_CAPITALS = new RegExp(`^/(${[...locales, 'he'].join('|')})(/.*)?$`, 'i')

/** What the site's server does to an address before Next routes it. */
export type BeforeNext = { redirect: string; status: 307 | 308 } | { rewrite: string } | null

/**
 * English addresses get the `en` segment their routes are under: `/news` is served as
 * `/en/news`, `/` as `/en`. As a rewrite rule of Next's, this cost 17–24 % of an English
 * page's rate (154 µs of CPU a request: Next prepares the destination in its router and again
 * in the page's handler, docs/performance.md); done by the site's server before Next, it is
 * one regular expression. So `/en/…` from outside is sent to the address without it (307: a
 * prefix English may have one day), `/he/…` to `/ckb/…` (308) and a language in capitals to
 * its address (`/AR/news` → `/ar/news`, `/EN/news` → `/news`), here too: Next's redirects
 * would meet the rewritten address. The query is kept. Null: Next routes the
 * address as it is.
 */
export function beforeNext(url: string): BeforeNext {
  const queryAt = url.indexOf('?')
  const path = queryAt === -1 ? url : url.slice(0, queryAt)
  const query = queryAt === -1 ? '' : url.slice(queryAt)
  if (ENGLISH_PAGE.test(path)) return { rewrite: `/${defaultLocale}${path === '/' ? '' : path}${query}` }
  const english = ENGLISH_PREFIX.exec(path)
  // `/en//evil.example` or `/en/\evil.example` without its prefix would name another host:
  // the rest is the site's own path, its leading slashes made one.
  if (english) return { redirect: ownRedirectPathOr(`${(english[1] ?? '').replace(/^[/\\]+/, '/') || '/'}${query}`, '/'), status: 307 }
  const kurdish = OLD_KURDISH.exec(path)
  if (kurdish) return { redirect: ownRedirectPathOr(`/ckb${kurdish[1] ?? ''}${query}`, '/ckb'), status: 308 }
  const capitals = LANGUAGE_IN_CAPITALS.exec(path)
  if (capitals && capitals[1] !== capitals[1].toLowerCase()) {
    const lowered = `/${capitals[1].toLowerCase()}${capitals[2] ?? ''}${query}`
    const onward = beforeNext(lowered)
    return onward && 'redirect' in onward ? onward : { redirect: ownRedirectPathOr(lowered, '/'), status: 308 }
  }
  return null
}

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
    // English as Next sees it (`beforeNext`).
    { from: `/${defaultLocale}`, to: '' },
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

const cacheControl = (value: string) => [{ key: 'Cache-Control', value }]

/**
 * Every page address in every language, as Next sees it (English's `en` given by the site's
 * server), in one pattern: Next tests every header rule against every request, so fewer
 * rules serve each page sooner.
 */
const anyPage = `/:page((?!(?:${['admin', 'api', '_next', 'next', 'codes'].join('|')})(?:/|$))[^.]*)`
/** The sign-in and password pages in each language. */
const personalPage = `/${anyLocale}/:page(${PERSONAL_PAGES.map((page) => page.slice(1)).join('|')})/:rest*`
/** The administrators' sign-in page in each language, where the admin is entered from the site. */
export const signInPage = `/${anyLocale}/login`

/**
 * Cache-Control of the pages, as the cache policy says (src/lib/cachePolicy.ts). Where several
 * rules match, Next sends the last one's value; Next keeps a Cache-Control already set on a
 * response rather than writing its own.
 */
export const pageHeaders: HeaderRule[] = [
  { source: anyPage, headers: cacheControl(PUBLIC_HTML) },
  // A scanned `/01/{GTIN}` answers by the visitor's language (see BY_LANGUAGE).
  { source: '/01/:path*', headers: cacheControl(BY_LANGUAGE) },
  { source: personalPage, headers: cacheControl(PRIVATE) },
  // A job application's answer (src/app/…/jobs/[slug]/apply) is one applicant's.
  { source: applyPath(`/${anyLocale}${listPath('jobs')}/:slug`), headers: cacheControl(PRIVATE) },
  // A signed-in editor or a draft preview: the same pages, for that person only.
  ...PERSONAL_COOKIES.map((cookie) => ({
    source: anyPage,
    has: [{ type: 'cookie' as const, key: cookie }],
    headers: cacheControl(PRIVATE),
  })),
]

/**
 * The proxy's matcher (src/proxy.ts), as this declaration makes it, for addresses as Next
 * sees them (English's `en` given by the site's server; `/01/…` left without a language).
 * Next reads the proxy's `config` without running the file, so the proxy writes it out; a
 * test holds the two equal. The proxy runs only for these: it costs each request it runs for.
 */
export const proxyMatcher = [
  `/${prefixedLocale}?/01/:gtin*`,
  '/admin/:path+',
  // Any address with a `%`, to refuse a broken encoding before Next fails on it with a 500.
  '/:path(.*%.*)',
  // A product search or filter is rendered per request: limited per address.
  ...PRODUCT_FILTERS.map((key) => ({ source: `/${anyLocale}/products`, has: [{ type: 'query', key }] })),
  // A list's `?page=N` (listPagePath).
  { source: `/${anyLocale}/${list}`, has: [{ type: 'query', key: 'page' }] },
  GS1_RESOLVER_DESCRIPTION,
  // The enquiry form posted by the browser itself (no scripts, so no Next-Action header).
  {
    source: `/${anyLocale}/contactUs`,
    has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }],
    missing: [{ type: 'header', key: 'next-action' }],
  },
]

export type AdminRedirect = { destination: string; permanent: boolean }

/** The spec's names of the content types in admin paths, and the collections they are. */
const legacyTypes = new Map<string, string>(contentTypes.map(({ specName, slug }) => [specName, slug]))

const legacySettings: Record<string, string> = {
  category: 'category-settings',
  recipes: 'recipe-settings',
  healthcare: 'health-care-settings',
}

const legacyGlobals: Record<string, string> = { AddAboutUs: 'about-us', AddContactUsSettings: 'contact-us' }

/**
 * Payload's own sign-in and password pages give way to the public ones (in the visitor's
 * language); every admin path of the spec answers (DESIGN.md §5): lists, forms and settings
 * move to Payload's paths. Where to, for a path under /admin, or undefined.
 *
 * Looked up by the proxy (src/proxy.ts) for /admin paths alone, not as next.config
 * redirects: Next tests every redirect rule against every request, and these 37 rules cost
 * each cached public page about a tenth of its serving time (docs/performance.md).
 */
export function adminRedirect(pathname: string): AdminRedirect | undefined {
  const [admin, first, second, third, ...rest] = pathname.split('/').slice(1)
  if (admin !== 'admin' || !first) return undefined
  if (first === 'login' && !second) return { destination: '/login', permanent: false }
  if (first === 'forgot' && !second) return { destination: '/ResetPassword', permanent: false }
  if (first === 'reset' && second && !third) return { destination: `/ResetPassword/${second}`, permanent: false }
  if (legacyGlobals[first] && !third) return { destination: `/admin/globals/${legacyGlobals[first]}`, permanent: true }
  if (second === 'settings' && !third && legacySettings[first])
    return { destination: `/admin/globals/${legacySettings[first]}`, permanent: true }
  const slug = legacyTypes.get(first)
  if (!slug || rest.length > 0) return undefined
  if (!second) return { destination: `/admin/collections/${slug}`, permanent: true }
  if (second === 'add' && !third) return { destination: `/admin/collections/${slug}/create`, permanent: true }
  if (second === 'edit' && third) return { destination: `/admin/collections/${slug}/${third}`, permanent: true }
  return undefined
}

/** For tests: every legacy admin path of the spec with the path it should end at. */
export const legacyAdminPathExamples: Array<[string, string]> = [
  ...[...legacyTypes].flatMap(([type, slug]): Array<[string, string]> => [
    [`/admin/${type}`, `/admin/collections/${slug}`],
    [`/admin/${type}/add`, `/admin/collections/${slug}/create`],
  ]),
  ...Object.entries(legacySettings).map(([type, global]): [string, string] => [`/admin/${type}/settings`, `/admin/globals/${global}`]),
  ['/admin/AddAboutUs/1', '/admin/globals/about-us'],
  ['/admin/AddContactUsSettings/1', '/admin/globals/contact-us'],
]
