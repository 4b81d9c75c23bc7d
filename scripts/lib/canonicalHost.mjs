/**
 * Preloaded into `next start` by scripts/start.ts (`node --import`) when the site has a
 * public address (SITE_URL): a request for any other host name (the server's IP address,
 * an old domain) is redirected to that address. Signing in and saving work only at the
 * address the session cookie and the admin's CSRF check belong to; elsewhere every save
 * would answer "You are not allowed to perform this action".
 *
 * On one's own computer (SITE_URL at localhost or 127.0.0.1) nothing is redirected: both
 * names are the same server, and the admin accepts both (siteOrigins in src/lib/serverUrl.ts).
 *
 * A preload and not the proxy: the proxy runs only for `/` and `/01/` (it costs every
 * request it runs for), and next.config's redirects are fixed at build time, while the
 * address is the running server's.
 */
import http from 'node:http'

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]']

/**
 * The site's public address, read once: its host name and origin, or undefined when the
 * site is on one's own computer and nothing is to be redirected.
 *
 * @param {string} siteUrl
 * @returns {{ hostname: string; origin: string } | undefined}
 */
export function publicAddress(siteUrl) {
  const { hostname, origin } = new URL(siteUrl)
  return LOOPBACK_NAMES.includes(hostname) ? undefined : { hostname, origin }
}

/**
 * Where a request for `hostHeader` and `path` must go instead, or undefined when it is at
 * the site's host name already. The port is not compared: a proxy in front (nginx's
 * `$host`) passes the name alone.
 *
 * @param {string | undefined} hostHeader
 * @param {string} path
 * @param {{ hostname: string; origin: string }} site
 * @returns {string | undefined}
 */
export function canonicalLocation(hostHeader, path, site) {
  if (hostHeader?.toLowerCase().replace(/:\d+$/, '') === site.hostname) return undefined
  return `${site.origin}${path.startsWith('/') ? path : '/'}`
}

const site = process.env.CANONICAL_SITE_URL ? publicAddress(process.env.CANONICAL_SITE_URL) : undefined
// Next forks no workers for `next start`, but a child would inherit `--import`.
delete process.env.CANONICAL_SITE_URL
if (site) {
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function (event, ...args) {
    if (event !== 'request') return emit.call(this, event, ...args)
    const [request, response] = args
    const location = canonicalLocation(request.headers.host, request.url ?? '/', site)
    if (!location) return emit.call(this, event, ...args)
    // 308 keeps the method and body: a form posted to the old address is posted again.
    response.writeHead(308, { Location: location, 'Cache-Control': 'public, max-age=3600' })
    response.end()
    return true
  }
}
