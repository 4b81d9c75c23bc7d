/** The public address of the site, for absolute links, CSRF and cookies. */
export const serverURL = (process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '')

/** The names a computer gives itself (scripts/lib/canonicalHost.mjs knows the same). */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]']

/**
 * The origins the admin may send its saves from (Payload's CSRF allowlist). On one's own
 * computer the site answers at `localhost` and `127.0.0.1` alike, and whichever a newcomer
 * opens must work; a public site has one address, and `npm start` redirects every other
 * host name to it.
 */
export function siteOrigins(siteUrl: string = serverURL): string[] {
  const url = new URL(siteUrl)
  if (!LOOPBACK_NAMES.includes(url.hostname)) return [url.origin]
  const port = url.port ? `:${url.port}` : ''
  return LOOPBACK_NAMES.map((name) => `${url.protocol}//${name}${port}`)
}
