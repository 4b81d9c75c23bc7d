/** Small HTTP helpers. Every address the benchmark uses is on 127.0.0.1. */
import net from 'node:net'

/** A port on 127.0.0.1 that nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port'))))
    })
  })
}

export function loopbackUrl(port: number): string {
  return `http://127.0.0.1:${port}`
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Polls `url` until it answers 200 and resolves with the milliseconds since `since`
 * (performance.now()). Throws after `timeoutMs`, or as soon as `failed()` says so.
 */
export async function waitFor200(
  url: string,
  {
    since = performance.now(),
    timeoutMs = 120_000,
    failed,
  }: { since?: number; timeoutMs?: number; failed?: () => string | undefined } = {},
): Promise<number> {
  const deadline = since + timeoutMs
  let last = 'no answer'
  while (performance.now() < deadline) {
    const reason = failed?.()
    if (reason) throw new Error(`${url} will not answer: ${reason}`)
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) })
      await response.arrayBuffer()
      if (response.status === 200) return performance.now() - since
      last = `status ${response.status}`
    } catch (error) {
      last = (error as Error).message
    }
    await sleep(25)
  }
  throw new Error(`${url} did not answer 200 within ${Math.round(timeoutMs / 1000)} s (last: ${last})`)
}

/** GET, failing on anything but 200. */
export async function getText(url: string, init: RequestInit = {}): Promise<string> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) })
  const text = await response.text()
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${text.slice(0, 200)}`)
  return text
}

export async function getJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  return JSON.parse(await getText(url, init)) as T
}

/** Percentile (0–100) of a list of numbers, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[rank]
}

export function median(values: number[]): number {
  return percentile(values, 50)
}
