import createMiddleware from 'next-intl/middleware'

import { routing } from './i18n/routing'

export default createMiddleware(routing)

export const config = {
  // Payload's admin and API, Next's internals and any file with an extension are
  // not pages in a language: the proxy must leave them alone.
  matcher: ['/((?!(?:admin|api|_next|next|_vercel)(?:/|$)|.*\\..*).*)'],
}
