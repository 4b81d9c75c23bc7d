/** Load runs with autocannon: requests/s and latency of one address, or a mix of addresses. */
import autocannon from 'autocannon'

import { cpuMs } from './processCpu'

export type LoadResult = {
  /** Successful (2xx) responses per second. */
  rps: number
  p50Ms: number
  p99Ms: number
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number
  requests: number
  /** CPU time the server's processes spent a request during the run (`cpuOf`), in µs. */
  serverCpuUs?: number
}

export type LoadOptions = {
  seconds: number
  connections: number
  /** Paths requested in turn on every connection; `url` is then the origin. */
  paths?: string[]
  /** Warm the server up before the recorded run (the default). */
  warmUp?: boolean
  /** The server's processes, whose CPU time a request the result gives (`serverCpuUs`). */
  cpuOf?: () => number[]
}

const requestsFor = (paths: string[] | undefined): autocannon.Request[] | undefined => paths?.map((path) => ({ method: 'GET', path }))

/**
 * A first request to each address fills the caches, and a short unrecorded run under the
 * same load warms the server up (its JIT, connection pools): the recorded run measures a
 * server in its steady state, the same for the site, the floor and nginx.
 */
async function warmUp(url: string, { seconds, connections, paths }: LoadOptions): Promise<void> {
  for (const address of paths ? paths.map((path) => new URL(path, url).href) : [url]) {
    const response = await fetch(address, { redirect: 'manual', signal: AbortSignal.timeout(30_000) })
    await response.arrayBuffer()
  }
  await autocannon({ url, connections, duration: Math.min(2, seconds / 2), requests: requestsFor(paths), timeout: 10 })
}

export async function load(url: string, options: LoadOptions): Promise<LoadResult> {
  const { seconds, connections, paths } = options
  if (options.warmUp ?? true) await warmUp(url, options)
  const pids = options.cpuOf?.() ?? []
  const cpuBefore = cpuMs(pids)
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    // autocannon sends no Accept-Encoding, like the static file server's test: both uncompressed.
    requests: requestsFor(paths),
    timeout: 10,
  })
  const cpuSpent = cpuMs(pids) - cpuBefore
  return {
    rps: result['2xx'] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
    ...(pids.length > 0 && result.requests.total > 0 ? { serverCpuUs: (cpuSpent * 1000) / result.requests.total } : {}),
  }
}
