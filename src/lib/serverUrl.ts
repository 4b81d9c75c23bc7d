/** The public address of the site, for absolute links, CSRF and cookies. */
export const serverURL = (process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '')

/**
 * The one origin the admin may send its saves from (Payload's CSRF allowlist). The site's
 * server redirects every other host name to it, `127.0.0.1` for `localhost` too
 * (src/server/http/canonicalHost.ts), since Payload builds its addresses from `serverURL`.
 */
export const siteOrigin = new URL(serverURL).origin
