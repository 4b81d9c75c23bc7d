import { type NextRequest, NextResponse } from 'next/server'

import { LANGUAGE_COOKIE } from './i18n/languagePath'
import { defaultLocale, locales } from './i18n/locales'
import { enquiryLimitResponse } from './lib/enquiries/enquiryLimit'
import { preferredLocale } from './i18n/preferredLocale'
import { BY_LANGUAGE, PRIVATE } from './lib/cachePolicy'
import { asksForLinkset, linksetLinkHeader, RESOLVER_CORS } from './lib/gs1'
import { toGtin14 } from './lib/gtin'
import { absoluteUrl } from './lib/metadata'
import { ownRedirectPathOr } from './lib/redirectTarget'
import { searchLimitResponse } from './lib/rateLimit/searchLimit'
import {
  adminRedirect,
  contactPageLocale,
  type DigitalLinkAddress,
  digitalLinkAddress,
  GS1_RESOLVER_DESCRIPTION,
  linksetRoute,
  listPagePath,
  productListLocale,
  searchLocale,
} from './lib/routing'

/**
 * The spec's admin paths lead to Payload's. Where each address goes is declared in
 * src/lib/routing.ts; this runs what next.config.ts cannot.
 *
 * A scanned `/01/{GTIN}` goes to the saved or preferred language. That answer depends on the
 * cookie and Accept-Language, so no CDN may store it (BY_LANGUAGE in src/lib/cachePolicy.ts).
 * In every language, a scan is then served by a page or by the linkset's route (digitalLink).
 * `/` is the English home page for everybody, and sends a visitor who prefers another
 * language there itself (src/i18n/preferredLanguageScript.ts). Every other address names its
 * language (English's `en` given by the site's server) and is routed by next.config.ts
 * (src/lib/routing.ts): the proxy runs for these,
 * the admin and the few addresses that next.config.ts leaves to it, as it costs each request
 * it runs for and a rule there costs every request.
 */
export default async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  if (pathname.includes('%')) {
    if (!decodable(pathname)) return malformedAddress(pathname)
    if (!OWN_PATHS.test(pathname)) return NextResponse.next()
  }
  if (productListLocale(pathname)) {
    const search = await productSearch(request)
    if (search) return search
  }
  const listPage = listPagePath(pathname, searchParams)
  if (listPage) return rewrite(request, listPage)
  if (pathname === GS1_RESOLVER_DESCRIPTION) return rewrite(request, `/${defaultLocale}/_gs1resolver`)
  if (contactPageLocale(pathname)) return (await enquiryLimitResponse(pathname, request.method, request.headers)) ?? NextResponse.next()
  if (pathname.startsWith('/admin/')) {
    const target = adminRedirect(pathname)
    return target
      ? redirectWithinSite(request, `${target.destination}${request.nextUrl.search}`, target.permanent ? 308 : 307)
      : NextResponse.next()
  }
  const scan = digitalLinkAddress(pathname)
  return scan ? digitalLink(request, scan) : NextResponse.next()
}

/**
 * A scanned GS1 Digital Link. A scanner app's preflight is answered here. An address without a
 * language goes to the saved or preferred one. A request for the linkset goes to its route,
 * any other to the scan's page, which redirects to the product, or answers 404 with the
 * site's own page in the visitor's language: only a page can (a route handler's `notFound()`
 * is an empty answer). Both answer any site's scanner app (CORS), and depend on Accept.
 */
function digitalLink(request: NextRequest, { locale, gtin, internal }: DigitalLinkAddress): Response {
  const url = request.nextUrl.clone()
  if (internal) {
    url.searchParams.set('linkType', 'linkset')
    return redirectWithinSite(request, `${url.pathname.replace(/\/_linkset$/, '')}${url.search}`, 308)
  }
  if (request.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: { ...RESOLVER_CORS, Allow: 'GET, HEAD, OPTIONS', 'Access-Control-Max-Age': '86400' },
    })
  }
  if (!locale) {
    const preferred = preferredLocale(request.cookies.get(LANGUAGE_COOKIE)?.value, request.headers.get('accept-language'))
    if (preferred !== defaultLocale) {
      const response = redirectWithinSite(request, `/${preferred}${url.pathname}${url.search}`, 307)
      for (const [key, value] of Object.entries(RESOLVER_CORS)) response.headers.set(key, value)
      response.headers.set('Cache-Control', BY_LANGUAGE)
      response.headers.set('Vary', 'Cookie, Accept-Language')
      return response
    }
  }
  if (asksForLinkset(url.searchParams.get('linkType'), request.headers.get('accept'))) {
    return rewrite(request, linksetRoute(locale ?? defaultLocale, gtin))
  }
  // A scan without a language, read in English: the page under `en`, where the site's server
  // leaves `/01/…` for this proxy to route (beforeNext in src/lib/routing.ts).
  if (!locale) url.pathname = `/${defaultLocale}${url.pathname}`
  const response = locale ? NextResponse.next() : NextResponse.rewrite(url)
  for (const [key, value] of Object.entries(RESOLVER_CORS)) response.headers.set(key, value)
  // The page's answer differs from the linkset's by Accept alone, and Next replaces a page's
  // Vary: so a CDN could not tell them apart, in any language. The browser's alone.
  response.headers.set('Cache-Control', BY_LANGUAGE)
  response.headers.set('Vary', 'Accept')
  if (/^\d{8,14}$/.test(gtin)) response.headers.set('Link', linksetLinkHeader(absoluteUrl(`/01/${toGtin14(gtin)}`)))
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

/**
 * A redirect to `path` (with its query) on the host the browser asked, once the path is known
 * to be the site's own (src/lib/redirectTarget.ts); the home page otherwise.
 */
function redirectWithinSite(request: NextRequest, path: string, status: 307 | 308): NextResponse {
  return NextResponse.redirect(new URL(ownRedirectPathOr(path, '/'), request.nextUrl), status)
}

/** The same request, query included, served by the route at `pathname`. */
function rewrite(request: NextRequest, pathname: string): Response {
  const url = request.nextUrl.clone()
  url.pathname = pathname
  return NextResponse.rewrite(url)
}

/**
 * The addresses this proxy is for; others come here only to have their encoding checked: a
 * scan (`/01/…`, and `/ar/01/…` in a language with a prefix), the admin, the product list.
 */
const OWN_PATHS = new RegExp(
  `^/(?:(?:(?:${locales.filter((locale) => locale !== defaultLocale).join('|')})/)?01/|admin/.|(?:(?:${locales.join('|')})/)?products$)`,
)

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
  const headers = { 'Cache-Control': PRIVATE }
  if (pathname.startsWith('/api/')) return Response.json({ errors: [{ message }] }, { status: 400, headers })
  const page = `<!DOCTYPE html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Address not valid</title><h1>Address not valid</h1><p>${message}</p><p><a href="/">Go to the home page</a></p></html>`
  return new Response(page, { status: 400, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } })
}

export const config = {
  // Written by `npm run generate` from `proxyMatcher` (src/lib/routing/proxyMatcher.ts), where
  // each entry says why: Next reads this object without running the file.
  matcher: [
    '/:locale(ar|ckb)?/01/:gtin*',
    '/admin/:path+',
    '/:path(.*%.*)',
    { source: '/:locale(en|ar|ckb)/products', has: [{ type: 'query', key: 'q' }] },
    { source: '/:locale(en|ar|ckb)/products', has: [{ type: 'query', key: 'category' }] },
    { source: '/:locale(en|ar|ckb)/products', has: [{ type: 'query', key: 'subCategory' }] },
    { source: '/:locale(en|ar|ckb)/products', has: [{ type: 'query', key: 'free' }] },
    { source: '/:locale(en|ar|ckb)/:list(products|recipes|news|videos|healthCare|jobs)', has: [{ type: 'query', key: 'page' }] },
    '/.well-known/gs1resolver',
    {
      source: '/:locale(en|ar|ckb)/contactUs',
      has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }],
      missing: [{ type: 'header', key: 'next-action' }],
    },
  ],
}
