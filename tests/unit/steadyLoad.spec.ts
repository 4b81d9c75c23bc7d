import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { steadyLoad } from '../../scripts/bench/steadyLoad'

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void

let server: http.Server | undefined

/** A loopback server that records when each request arrived (ms since it started). */
async function startServer(handler: Handler): Promise<{ origin: string; arrivals: Array<{ path: string; ms: number }> }> {
  const arrivals: Array<{ path: string; ms: number }> = []
  const started = performance.now()
  server = http.createServer((request, response) => {
    arrivals.push({ path: request.url ?? '', ms: performance.now() - started })
    handler(request, response)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, arrivals }
}

afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
  server = undefined
})

describe("the soak's steady load", () => {
  it('sends the rate asked, spread over the second, the paths in turn', async () => {
    const { origin, arrivals } = await startServer((_request, response) => response.end('page'))
    const result = await steadyLoad(origin, { seconds: 1, rate: 40, paths: ['/a', '/b'], connections: 4 })
    expect(result).toMatchObject({ requests: 40, ok: 40, errors: 0 })
    // The last is sent 25 ms before the end; a busy machine answers the last few late.
    expect(result.okInTime).toBeGreaterThanOrEqual(30)
    // In turn, not one path then the other. Sends go out on four connections, so two sent close
    // together may arrive swapped on a busy machine; any eight arrivals in a row hold both.
    const paths = arrivals.map((arrival) => arrival.path)
    expect(paths.filter((path) => path === '/a')).toHaveLength(20)
    for (let start = 0; start + 8 <= paths.length; start++) expect(new Set(paths.slice(start, start + 8)).size).toBe(2)
    // Evenly: about one every 25 ms, never a second's worth at once. (autocannon's rate limit
    // sends each connection's share together at the start of the second.)
    const gaps = arrivals.slice(1).map((arrival, index) => arrival.ms - arrivals[index]!.ms)
    expect(Math.max(...gaps)).toBeLessThan(250)
    // About 975 ms from the first to the last; at once would be a few ms. A busy machine delays
    // the first sends while their connections open, so only most of the second is held to.
    expect(arrivals.at(-1)!.ms - arrivals[0]!.ms).toBeGreaterThan(600)
  })

  it('counts other answers than 2xx as errors, and an answer cut off once', async () => {
    const { origin } = await startServer((request, response) => {
      if (request.url === '/cut') {
        response.writeHead(200, { 'Content-Length': '1000' })
        response.write('part of it')
        setTimeout(() => request.socket.destroy(), 5)
        return
      }
      response.statusCode = request.url === '/broken' ? 500 : 200
      response.end()
    })
    const result = await steadyLoad(origin, { seconds: 0.6, rate: 20, paths: ['/ok', '/broken', '/cut'], connections: 3 })
    expect(result).toMatchObject({ requests: 12, ok: 4, errors: 8 })
  })

  it('keeps sending when the server falls behind, and counts only the answers in time as held', async () => {
    // Two connections and 100 ms an answer: at most 20 answers a second, asked for 50.
    const { origin } = await startServer((_request, response) => setTimeout(() => response.end('slow'), 100))
    const result = await steadyLoad(origin, { seconds: 1, rate: 50, paths: ['/slow'], connections: 2 })
    expect(result.requests).toBe(50)
    expect(result.ok).toBe(50)
    expect(result.okInTime).toBeLessThanOrEqual(21)
    expect(result.p99Ms).toBeGreaterThan(1000)
  })
})
