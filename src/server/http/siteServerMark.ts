/**
 * Set by the site's server before it loads Next (src/server/start.ts), read by
 * src/instrumentation.ts when Next starts: the app serves only behind the site's request
 * path, since that path is what stamps the client's address for the rate limits. A symbol in
 * the process's own globals, which no request and no environment can set.
 */
const MARK = Symbol.for('hawler.site-server')

type Marked = typeof globalThis & { [MARK]?: true }

export function markSiteServer(): void {
  ;(globalThis as Marked)[MARK] = true
}

export function startedBySiteServer(): boolean {
  return (globalThis as Marked)[MARK] === true
}
