/**
 * A steady load for the soak: requests sent at evenly spaced moments, whether or not the
 * earlier ones have been answered, as visitors arrive, over a pool of keep-alive connections.
 *
 * autocannon's own rate limit (`overallRate`) does not do this: each connection sends its
 * share of a second as fast as it can at the start of that second, all connections in step,
 * and a connection still waiting for an answer when its next second begins never sends the
 * rest. At 80 % of the capacity that is full load for most of every second, and requests
 * asked for are never sent: asked for 120 requests/s of the soak's mix, it sent 93
 * (docs/performance.md, 2026-11-26).
 */
import http from 'node:http'

import { percentile } from './http'

export type SteadyLoadOptions = {
  seconds: number
  /** Requests per second, sent evenly. */
  rate: number
  /** Paths requested in turn; the origin is the URL. */
  paths: string[]
  /** Keep-alive connections at most; requests beyond them wait for a free one. */
  connections: number
  /** A request whose connection stays silent this long once sent counts as an error. */
  timeoutMs?: number
}

export type SteadyLoadResult = {
  /** Requests sent. */
  requests: number
  /** Answered with a 2xx status. */
  ok: number
  /** Of those, answered before the run's time was up: a server that falls behind answers the rest later. */
  okInTime: number
  /** Refused, broken, timed out or answered with another status. */
  errors: number
  p50Ms: number
  p99Ms: number
}

const TICK_MS = 5

export async function steadyLoad(
  origin: string,
  { seconds, rate, paths, connections, timeoutMs = 10_000 }: SteadyLoadOptions,
): Promise<SteadyLoadResult> {
  if (rate <= 0 || paths.length === 0) throw new Error('A steady load needs a rate above 0 and at least one path.')
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const latencies: number[] = []
  let sent = 0
  let ok = 0
  let okInTime = 0
  let errors = 0
  const answers: Array<Promise<void>> = []
  const start = performance.now()

  const send = (path: string) =>
    new Promise<void>((resolve) => {
      const started = performance.now()
      let settled = false
      // A broken answer may be reported twice, by the response and by the request.
      const settle = (success: boolean) => {
        if (settled) return
        settled = true
        const now = performance.now()
        if (success) {
          ok++
          if (now - start <= seconds * 1000) okInTime++
          latencies.push(now - started)
        } else errors++
        resolve()
      }
      const request = http.get(new URL(path, origin), { agent, timeout: timeoutMs }, (response) => {
        response.on('error', () => settle(false))
        response.on('end', () => settle(response.statusCode !== undefined && response.statusCode >= 200 && response.statusCode < 300))
        response.resume()
      })
      request.on('timeout', () => request.destroy(new Error('timed out')))
      request.on('error', () => settle(false))
    })

  const total = Math.round(seconds * rate)
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      // Request i is due at i / rate seconds: the first at once, the last a step before the end.
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1)
      for (; sent < due; sent++) answers.push(send(paths[sent % paths.length]!))
      if (sent >= total) {
        clearInterval(timer)
        resolve()
      }
    }, TICK_MS)
  })
  await Promise.all(answers)
  agent.destroy()
  return { requests: sent, ok, okInTime, errors, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99) }
}
