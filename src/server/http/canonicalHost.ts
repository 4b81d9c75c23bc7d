import { ADDRESS_REDIRECT } from '../../lib/cachePolicy.ts'
import { ownRedirectPathOr } from '../../lib/redirectTarget.ts'
import type { Step } from './step.ts'

/**
 * A request for any other host name than the site's (the server's IP address, an old
 * domain, or `127.0.0.1` when SITE_URL says `localhost`) is redirected to the site's
 * address. Signing in, saving and the admin's pictures work only at the address the session
 * cookie, the CSRF check and Payload's absolute URLs (`serverURL`) belong to: at another name
 * "Unpublish" failed and every thumbnail was blocked by the Content-Security-Policy.
 *
 * Here and not in the proxy or next.config: the proxy runs only for the few addresses that
 * need it (src/proxy.ts), and next.config's redirects are fixed at build time, while the
 * address is the running server's.
 */
export function redirectToCanonicalHost(siteUrl: string): Step {
  const site = new URL(siteUrl)
  return (next) => (request, response) => {
    const location = canonicalLocation(request.headers.host, request.url ?? '/', site)
    if (!location) return next(request, response)
    // 308 keeps the method and body: a form posted to the old address is posted again.
    response.writeHead(308, { Location: location, 'Cache-Control': ADDRESS_REDIRECT })
    response.end()
  }
}

/**
 * Where a request for `hostHeader` and `path` must go instead, or undefined when it is at
 * the site's host name already. The port is not compared: a proxy in front (nginx's `$host`)
 * passes the name alone.
 */
export function canonicalLocation(hostHeader: string | undefined, path: string, site: URL): string | undefined {
  if (hostHeader?.toLowerCase().replace(/:\d+$/, '') === site.hostname) return undefined
  return `${site.origin}${ownRedirectPathOr(path.startsWith('/') ? path : '/', '/')}`
}
