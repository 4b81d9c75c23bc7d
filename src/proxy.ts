import { type NextRequest, NextResponse } from 'next/server'

import { adminRedirect } from './admin/redirects'
import { LANGUAGE_COOKIE } from './i18n/languagePath'
import { defaultLocale } from './i18n/locales'
import { HOME, preferredLocale } from './lib/httpCache'

/**
 * The spec's admin paths lead to Payload's (src/admin/redirects.ts).
 *
 * A first visit to `/`, or a scanned `/01/{GTIN}`, goes to the saved or preferred language.
 * That answer depends on the cookie and Accept-Language, so no shared cache may store it,
 * nor the English answer at the same address (HOME in src/lib/httpCache.ts). Every other
 * address names its language and is routed by next.config.ts (src/lib/routeRules.ts): the
 * proxy runs for these and the admin only, as it costs each request it runs for.
 */
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (pathname.startsWith('/admin/')) {
    const target = adminRedirect(pathname)
    if (!target) return NextResponse.next()
    const url = request.nextUrl.clone()
    url.pathname = target.destination
    return NextResponse.redirect(url, target.permanent ? 308 : 307)
  }
  const locale = preferredLocale(request.cookies.get(LANGUAGE_COOKIE)?.value, request.headers.get('accept-language'))
  if (locale === defaultLocale) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = pathname === '/' ? `/${locale}` : `/${locale}${pathname}`
  const response = NextResponse.redirect(url, 307)
  response.headers.set('Cache-Control', HOME)
  response.headers.set('Vary', 'Cookie, Accept-Language')
  return response
}

export const config = {
  matcher: ['/', '/01/:gtin*', '/admin/:path+'],
}
