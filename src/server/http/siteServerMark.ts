/**
 * Set by the site's server before it loads Next (src/server/start.ts), read when Next starts
 * (src/instrumentation.ts): the app serves only behind the site's request path, since that
 * path is what stamps the client's address for the rate limits. A symbol in the process's own
 * globals, which no request and no environment can set.
 */
const MARK = Symbol.for('hawler.site-server')

type Marked = typeof globalThis & { [MARK]?: true }

export function markSiteServer(): void {
  ;(globalThis as Marked)[MARK] = true
}

/**
 * Started any other way than by the site's own server (`next start`, `next dev`, someone
 * else's custom server), the app would read the client's address from headers a client
 * writes, and anyone could choose the address their sign-in attempts are counted under: it
 * refuses to serve instead, and says how to start it.
 */
export function refuseUnlessSiteServer(): void {
  if ((globalThis as Marked)[MARK] === true) return
  console.error(
    'This site is started with `npm start` (or `npm run dev`), which runs its own server (src/server/start.ts): ' +
      '`next start` and `next dev` alone would let clients choose the address the rate limits count them under.',
  )
  process.exit(1)
}
