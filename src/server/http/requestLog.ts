import { randomUUID } from 'node:crypto'

import { locales } from '../../i18n/locales.ts'
import type { Step } from './step.ts'

/**
 * One JSON line per request on standard output, with an id that the response carries too
 * (`X-Request-Id`), so a visitor's report can be found in the logs. Only the method, the
 * path, the status, the time taken and the size: never a query string, a header, a cookie or
 * a body, and the token of a reset link is blanked out of its path.
 *
 * The lines of a turn of the event loop are written together: a write for each request (a
 * system call when the output is a file) cost about 7 % of the pages a server could serve
 * from its cache (docs/performance.md).
 */
export function logRequests({ trustProxy, write }: { trustProxy: boolean; write: (lines: string) => void }): Step {
  const pending: string[] = []
  const flush = () => {
    if (pending.length === 0) return
    write(`${pending.join('\n')}\n`)
    pending.length = 0
  }
  process.on('exit', flush)
  return (next) => (request, response) => {
    const started = performance.now()
    // As the client asked: a later step may give Next another address (languageAddresses.ts).
    const url = request.url
    // A proxy we trust may have named the request already; a client may not.
    const given = trustProxy ? request.headers['x-request-id'] : undefined
    const id = typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID()
    request.headers['x-request-id'] = id
    response.setHeader('X-Request-Id', id)
    response.once('finish', () => {
      const length = Number(response.getHeader('content-length'))
      pending.push(
        requestLine({
          id,
          method: request.method,
          url,
          status: response.statusCode,
          ms: performance.now() - started,
          bytes: Number.isFinite(length) ? length : undefined,
        }),
      )
      if (pending.length === 1) setImmediate(flush)
    })
    next(request, response)
  }
}

/** Whether request lines are written: in production, or with LOG_FORMAT=json; never with `off`. */
export function requestLogEnabled(env: NodeJS.ProcessEnv): boolean {
  return env.LOG_FORMAT === 'json' || (env.NODE_ENV === 'production' && env.LOG_FORMAT !== 'off')
}

/**
 * Paths whose last part is a secret, in every language: logged as the client wrote them, so
 * English's `/en/…` (which the site's server redirects) too.
 */
const SECRET_PATHS = new RegExp(`^(/(?:${locales.join('|')}))?/(ResetPassword|reset-password)/[^/]+`, 'i')

export function loggablePath(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0]
  return path.replace(SECRET_PATHS, (_, locale = '', page) => `${locale}/${page}/[token]`)
}

type RequestRecord = { id: string; method?: string; url?: string; status: number; ms: number; bytes?: number }

export function requestLine({ id, method, url, status, ms, bytes }: RequestRecord): string {
  return JSON.stringify({
    time: new Date().toISOString(),
    level: status >= 500 ? 'error' : 'info',
    msg: 'request',
    id,
    method,
    path: loggablePath(url),
    status,
    ms: Math.round(ms * 10) / 10,
    bytes,
  })
}
