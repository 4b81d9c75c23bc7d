import { type NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'

import { defaultLocale } from './i18n/locales'
import { routing } from './i18n/routing'
import { cacheControlFor, detectsLanguage, listRewrite, PRIVATE, preferredLocale, publicListAddress } from './lib/httpCache'

// The proxy never writes the language cookie: a Set-Cookie would keep the page out of every
// shared cache. The language menu writes it in the browser.
const localize = createMiddleware({ ...routing, localeCookie: false })

/** The old site carried Kurdish under `he` (Hebrew's code); its links keep working. */
function redirectOldKurdish(request: NextRequest): NextResponse | undefined {
  const { pathname, search } = request.nextUrl
  if (pathname !== '/he' && !pathname.startsWith('/he/')) return undefined
  const url = request.nextUrl.clone()
  url.pathname = `/ckb${pathname.slice(3)}`
  url.search = search
  return NextResponse.redirect(url, 308)
}

/** `/news/_page/2` is how the proxy names `?page=2` inside; from outside it is the query. */
function redirectInternalAddress(request: NextRequest): NextResponse | undefined {
  const target = publicListAddress(request.nextUrl.pathname)
  if (!target) return undefined
  const url = new URL(target, request.url)
  for (const [key, value] of request.nextUrl.searchParams) if (!url.searchParams.has(key)) url.searchParams.append(key, value)
  return NextResponse.redirect(url, 308)
}

/**
 * A first visit to `/`, or a scanned `/01/{GTIN}`, goes to the saved or preferred language.
 * That answer depends on the cookie and Accept-Language, so no shared cache may store it,
 * nor the English answer at the same address (see HOME in src/lib/httpCache.ts).
 */
function detectLanguage(request: NextRequest): NextResponse | undefined {
  const { pathname } = request.nextUrl
  if (!detectsLanguage(pathname)) return undefined
  const locale = preferredLocale(request.cookies.get('NEXT_LOCALE')?.value, request.headers.get('accept-language'))
  if (locale === defaultLocale) return undefined
  const url = request.nextUrl.clone()
  url.pathname = pathname === '/' ? `/${locale}` : `/${locale}${pathname}`
  const response = NextResponse.redirect(url, 307)
  response.headers.set('Cache-Control', PRIVATE)
  response.headers.set('Vary', 'Cookie, Accept-Language')
  return response
}

/** `?page=N` and product searches, after next-intl has chosen the language (see listRewrite). */
function routeListQuery(request: NextRequest, response: NextResponse): NextResponse {
  if (response.headers.has('location')) return response
  const rewritten = response.headers.get('x-middleware-rewrite')
  const internal = rewritten ? new URL(rewritten) : request.nextUrl.clone()
  const target = listRewrite(internal.pathname, request.nextUrl.searchParams)
  if (!target) return response
  internal.pathname = target.pathname
  internal.search = target.keepQuery ? request.nextUrl.search : ''
  response.headers.set('x-middleware-rewrite', internal.toString())
  response.headers.delete('x-middleware-next')
  return response
}

export default function proxy(request: NextRequest) {
  const early = redirectOldKurdish(request) ?? redirectInternalAddress(request) ?? detectLanguage(request)
  if (early) return early
  const response = routeListQuery(request, localize(request))
  if (!response.headers.has('location')) {
    // Next keeps a Cache-Control it finds already set (send-payload.ts); it sets its own
    // only in draft mode. A render error (500) keeps this one too.
    response.headers.set(
      'Cache-Control',
      cacheControlFor(
        request.nextUrl.pathname,
        request.cookies.getAll().map(({ name }) => name),
      ),
    )
  }
  return response
}

export const config = {
  // Payload's admin and API, Next's internals and any file with an extension are
  // not pages in a language: the proxy must leave them alone.
  matcher: ['/((?!(?:admin|api|_next|next|_vercel)(?:/|$)|.*\\..*).*)'],
}
