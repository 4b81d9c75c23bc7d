/**
 * Whether a redirect target is this site's own, decided once for every redirect the site
 * makes: language prefixes, preview and exit-preview, sign-in's `redirect`, the spec's old
 * paths, the GS1 resolver and its link types, the host-name redirect.
 *
 * A browser reads a `Location` with the WHATWG URL parser: it drops tabs and newlines, reads
 * `\` as `/`, and takes `//host/…` as another host. So the target is parsed the same way,
 * against a stand-in origin, and only a target that stays on that origin is accepted; what
 * is written back is the parsed path, so what the browser follows is what was checked.
 *
 * No imports with path aliases: the site's server loads this through src/lib/routing.ts on
 * Node's own type stripping.
 */

/**
 * No real host has this name (RFC 2606). Both schemes: `http:evil.example` is a relative path
 * from an http page but another host from an https one, and the site is served by both.
 */
const STAND_INS = [new URL('http://this-site.invalid/'), new URL('https://this-site.invalid/')]

/** Longer than any address of the site; a longer one is refused rather than parsed. */
const MAX_TARGET_LENGTH = 4000

/**
 * The target as a path of this site (`/ar/news?page=2#top`), or null when a browser would
 * leave the site with it, or could not follow it. A relative target (`news`) is resolved
 * against the site's root.
 */
export function ownRedirectPath(target: unknown): string | null {
  if (typeof target !== 'string' || target.length > MAX_TARGET_LENGTH) return null
  const paths = STAND_INS.map((site) => pathOn(site, target))
  return paths[0] !== null && paths.every((path) => path === paths[0]) ? paths[0] : null
}

function pathOn(site: URL, target: string): string | null {
  let url: URL
  try {
    url = new URL(target, site)
  } catch {
    return null
  }
  if (url.origin !== site.origin || url.username || url.password) return null
  // `/x/..//evil.example` resolves to the path `//evil.example`, which, written as a
  // Location, a browser would read as another host.
  if (url.pathname.startsWith('//')) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** `ownRedirectPath`, or `fallback` (a path of the site) when the target is not the site's. */
export function ownRedirectPathOr(target: unknown, fallback: string): string {
  return ownRedirectPath(target) ?? fallback
}
