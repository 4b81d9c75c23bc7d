/**
 * Preloaded into `next start` by scripts/start.ts (`node --import`): in production (or with
 * LOG_FORMAT=json) one JSON line per request on standard output, with an id that the
 * response carries too (`X-Request-Id`), so a visitor's report can be found in the logs.
 *
 * Only the method, the path, the status, the time taken and the size: never a query string,
 * a header, a cookie or a body, and the token of a reset link is blanked out of its path.
 */
import { randomUUID } from 'node:crypto'
import http from 'node:http'

/** Paths whose last part is a secret. */
const SECRET_PATHS = /^(\/(?:ar|ckb))?\/(ResetPassword|reset-password)\/[^/]+/i

/**
 * @param {string | undefined} url
 * @returns {string}
 */
export function loggablePath(url) {
  const path = (url ?? '/').split('?')[0]
  return path.replace(SECRET_PATHS, (_, locale = '', page) => `${locale}/${page}/[token]`)
}

/**
 * @param {{ id: string; method?: string; url?: string; status: number; ms: number; bytes?: number }} request
 * @returns {string}
 */
export function requestLine({ id, method, url, status, ms, bytes }) {
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

const enabled = process.env.LOG_FORMAT === 'json' || (process.env.NODE_ENV === 'production' && process.env.LOG_FORMAT !== 'off')
const trustProxy = (Number.parseInt(process.env.TRUSTED_PROXY_HOPS ?? '0', 10) || 0) > 0

if (enabled) {
  // The lines of a turn of the event loop are written together: a write for each request (a
  // system call when the output is a file) cost about 7 % of the pages a server could serve
  // from its cache (docs/performance.md).
  /** @type {string[]} */
  const pending = []
  const flush = () => {
    if (pending.length === 0) return
    process.stdout.write(`${pending.join('\n')}\n`)
    pending.length = 0
  }
  process.on('exit', flush)
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function (event, ...args) {
    if (event === 'request') {
      const [request, response] = args
      const started = performance.now()
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
            url: request.url,
            status: response.statusCode,
            ms: performance.now() - started,
            bytes: Number.isFinite(length) ? length : undefined,
          }),
        )
        if (pending.length === 1) setImmediate(flush)
      })
    }
    return emit.call(this, event, ...args)
  }
}
