import { startedBySiteServer } from './server/http/siteServerMark'

/**
 * Next calls this once when a server starts. Started any other way than by the site's own
 * server (`next start`, `next dev`, a custom server of someone else's), the app would read
 * the client's address from headers a client writes, and anyone could choose the address
 * their sign-in attempts are counted under: it refuses to serve instead, and says how to
 * start it.
 */
export function register(): void {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || startedBySiteServer()) return
  console.error(
    'This site is started with `npm start` (or `npm run dev`), which runs its own server (src/server/start.ts): ' +
      '`next start` and `next dev` alone would let clients choose the address the rate limits count them under.',
  )
  process.exit(1)
}
