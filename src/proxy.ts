import { type NextRequest, NextResponse } from 'next/server'

import { adminRedirect } from './admin/redirects'
import { LANGUAGE_COOKIE } from './i18n/languagePath'
import { defaultLocale } from './i18n/locales'
import { enquiryLimitResponse } from './lib/enquiries/enquiryLimit'
import { HOME, preferredLocale } from './lib/httpCache'
import { searchLimitResponse, searchLocale } from './lib/rateLimit/searchLimit'
import { GS1_RESOLVER_DESCRIPTION, listPagePath } from './lib/routeRules'

/**
 * The spec's admin paths lead to Payload's (src/admin/redirects.ts).
 *
 * A first visit to `/`, or a scanned `/01/{GTIN}`, goes to the saved or preferred language.
 * That answer depends on the cookie and Accept-Language, so no shared cache may store it,
 * nor the English answer at the same address (HOME in src/lib/httpCache.ts). Every other
 * address names its language and is routed by next.config.ts (src/lib/routeRules.ts): the
 * proxy runs for these, the admin and the few addresses that next.config.ts leaves to it,
 * as it costs each request it runs for and a rule there costs every request.
 */
export default async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  if (pathname.includes('%')) {
    if (!decodable(pathname)) return malformedAddress(pathname)
    if (!OWN_PATHS.test(pathname)) return NextResponse.next()
  }
  if (PRODUCT_LIST.test(pathname)) {
    const search = await productSearch(request)
    if (search) return search
  }
  const listPage = listPagePath(pathname, searchParams)
  if (listPage) return rewrite(request, listPage)
  if (pathname === GS1_RESOLVER_DESCRIPTION) return rewrite(request, `/${defaultLocale}/_gs1resolver`)
  if (CONTACT_PAGE.test(pathname)) return (await enquiryLimitResponse(pathname, request.method, request.headers)) ?? NextResponse.next()
  if (pathname.startsWith('/admin/')) {
    const target = adminRedirect(pathname)
    if (!target) return NextResponse.next()
    const url = request.nextUrl.clone()
    url.pathname = target.destination
    return NextResponse.redirect(url, target.permanent ? 308 : 307)
  }
  if (!BY_LANGUAGE.test(pathname)) return NextResponse.next()
  const locale = preferredLocale(request.cookies.get(LANGUAGE_COOKIE)?.value, request.headers.get('accept-language'))
  if (locale === defaultLocale) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = pathname === '/' ? `/${locale}` : `/${locale}${pathname}`
  const response = NextResponse.redirect(url, 307)
  response.headers.set('Cache-Control', HOME)
  response.headers.set('Vary', 'Cookie, Accept-Language')
  return response
}

/**
 * A product search or filter is rendered per request by its own route, and limited per
 * address; the list without one is the cached page (null here).
 */
async function productSearch(request: NextRequest): Promise<Response | null> {
  const locale = searchLocale(request.nextUrl.pathname, request.nextUrl.searchParams)
  if (!locale) return null
  return (await searchLimitResponse(locale, request.headers)) ?? rewrite(request, `/${locale}/products/_search`)
}

/** The same request, query included, served by the route at `pathname`. */
function rewrite(request: NextRequest, pathname: string): Response {
  const url = request.nextUrl.clone()
  url.pathname = pathname
  return NextResponse.rewrite(url)
}

/** The product list in each language (not `/admin/products`, one of the spec's admin paths). */
const PRODUCT_LIST = /^\/(?:(?:ar|ckb)\/)?products$/

/** The contact page in each language: its enquiry form, posted without scripts, is limited here. */
const CONTACT_PAGE = /^\/(?:(?:ar|ckb)\/)?contactUs$/

/** The addresses that answer by the visitor's language. */
const BY_LANGUAGE = /^\/(?:$|01\/)/

/** The addresses this proxy is for; others come here only to have their encoding checked. */
const OWN_PATHS = /^\/(?:$|01\/|admin\/.|(?:(?:ar|ckb)\/)?products$)/

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/**
 * An address with a broken percent-encoding (`%C3%28` is not UTF-8) fails Next's own
 * decoding with a 500: it is refused here, in the API's shape or as a short page.
 */
function malformedAddress(pathname: string): Response {
  const message = 'This address is not valid: it has characters that are wrongly encoded.'
  const headers = { 'Cache-Control': 'private, no-store' }
  if (pathname.startsWith('/api/')) return Response.json({ errors: [{ message }] }, { status: 400, headers })
  const page = `<!DOCTYPE html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Address not valid</title><h1>Address not valid</h1><p>${message}</p><p><a href="/">Go to the home page</a></p></html>`
  return new Response(page, { status: 400, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } })
}

export const config = {
  // Only addresses with a `%` besides its own: the proxy costs each request it runs for.
  matcher: [
    // `/` only when it may be sent elsewhere: a saved choice, or Arabic or Kurdish anywhere in
    // Accept-Language (preferredLocale ranks them). Every other visit to `/` is English and
    // skips the proxy's cost, as the other pages do. `value` is a whole-value regex.
    { source: '/', has: [{ type: 'cookie', key: 'NEXT_LOCALE' }] },
    { source: '/', has: [{ type: 'header', key: 'accept-language', value: '(?:.*,)?\\s*(?:[aA][rR]|[cC][kK][bB])(?:[-;,\\s].*)?' }] },
    '/01/:gtin*',
    '/admin/:path+',
    '/:path(.*%.*)',
    // A product search or filter is rendered per request: limited per address.
    // (Written out: Next reads this object without running the file. PRODUCT_FILTERS' keys.)
    { source: '/:locale(ar|ckb)?/products', has: [{ type: 'query', key: 'q' }] },
    { source: '/:locale(ar|ckb)?/products', has: [{ type: 'query', key: 'category' }] },
    { source: '/:locale(ar|ckb)?/products', has: [{ type: 'query', key: 'subCategory' }] },
    { source: '/:locale(ar|ckb)?/products', has: [{ type: 'query', key: 'free' }] },
    // A list's `?page=N` (listPagePath; the lists' paths written out, as publicContentTypes has them).
    { source: '/:locale(ar|ckb)?/:list(products|recipes|news|videos|healthCare|jobs)', has: [{ type: 'query', key: 'page' }] },
    '/.well-known/gs1resolver',
    // The enquiry form posted by the browser itself (no scripts, so no Next-Action header).
    {
      source: '/:locale(ar|ckb)?/contactUs',
      has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }],
      missing: [{ type: 'header', key: 'next-action' }],
    },
  ],
}
