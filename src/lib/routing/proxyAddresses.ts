/**
 * What the proxy (src/proxy.ts) reads from the few addresses Next's rules leave to it: a
 * product search, the contact form posted without scripts, a list's later pages, a scanned
 * GS1 Digital Link and the GS1 resolver's description. A rule of Next's costs every request;
 * the proxy, only those it runs for (`proxyMatcher`).
 */
import { defaultLocale, isLocale, type Locale, locales } from '../../i18n/locales.ts'

import { lists, localeOf, pageAddress, prefixed } from './patterns.ts'

/** Query parameters that filter the product list: such an address is rendered per request. */
export const PRODUCT_FILTERS = ['q', 'category', 'subCategory', 'free'] as const

const PRODUCT_LIST = pageAddress('products')
/** `/products`, `/ar/products`: the language of a product list address, or null. */
export const productListLocale = (pathname: string) => localeOf(PRODUCT_LIST.exec(pathname))

const CONTACT_PAGE = pageAddress('contactUs')
/** `/contactUs`, `/ckb/contactUs`: the language of a contact page address, or null. */
export const contactPageLocale = (pathname: string) => localeOf(CONTACT_PAGE.exec(pathname))

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
  return { locale: isLocale(match[1]) ? match[1] : null, gtin: match[2], internal: Boolean(match[3]) }
}

/**
 * Where the proxy sends a Digital Link that asks for the product's linkset (JSON): a route
 * beside the scan's page, which answers a person with a redirect to the product or the site's
 * own 404 (src/app/(site)/[locale]/(pages)/01/[gtin]).
 */
export const linksetRoute = (locale: Locale, gtin: string) => `/${locale}/01/${gtin}/_linkset`

/**
 * The GS1 Digital Link resolver's description (GS1-Conformant Resolver Standard). Next does
 * not route folders whose name starts with a dot, so the proxy takes it to the route
 * `[locale]/_gs1resolver` (src/app/(site)/[locale]/%5Fgs1resolver).
 */
export const GS1_RESOLVER_DESCRIPTION = '/.well-known/gs1resolver'

/** `2` to `9999`: the first page is the list's own address. */
const LATER_PAGE = /^(?:[2-9]|[1-9]\d{1,3})$/

/** A list's address in each language, with its language (`en` or none for English) and list. */
const LIST_ADDRESS = new RegExp(`^(?:/(${locales.join('|')}))?/(${lists.join('|')})$`)

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
