import { type NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'

import { routing } from './i18n/routing'

const localize = createMiddleware(routing)

/** The old site carried Kurdish under `he` (Hebrew's code); its links keep working. */
function redirectOldKurdish(request: NextRequest): NextResponse | undefined {
  const { pathname, search } = request.nextUrl
  if (pathname !== '/he' && !pathname.startsWith('/he/')) return undefined
  const url = request.nextUrl.clone()
  url.pathname = `/ckb${pathname.slice(3)}`
  url.search = search
  return NextResponse.redirect(url, 308)
}

export default function proxy(request: NextRequest) {
  return redirectOldKurdish(request) ?? localize(request)
}

export const config = {
  // Payload's admin and API, Next's internals and any file with an extension are
  // not pages in a language: the proxy must leave them alone.
  matcher: ['/((?!(?:admin|api|_next|next|_vercel)(?:/|$)|.*\\..*).*)'],
}
