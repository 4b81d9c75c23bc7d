import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, expect, it } from 'vitest'

import { createSiteServer } from '@/server/http/siteServer'

/**
 * A site with a public address (SITE_URL) redirects every other host name to it, on the
 * site's own server (src/server/http/canonicalHost.ts), before Next sees the request. The
 * other name on the running site (localhost for 127.0.0.1): tests/e2e/site-address.e2e.spec.ts.
 */
let server: http.Server
let port: number
const siteUrl = 'http://site.test:8080'

beforeAll(async () => {
  server = createSiteServer({
    next: (_request, response) => response.end('the app'),
    ready: Promise.resolve(),
    siteUrl,
    trustedProxyHops: 0,
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** A GET to the server at 127.0.0.1 with the Host header a browser would send for `host`. */
function getAs(host: string, path: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { Host: host } }, (response) => {
        response.resume()
        resolve({ status: response.statusCode ?? 0, location: response.headers.location })
      })
      .on('error', reject)
  })
}

it('serves the public address, whatever port a proxy passes, and redirects every other host name to it', async () => {
  expect(await getAs(`site.test:${port}`, '/ar/login')).toMatchObject({ status: 200 })
  expect(await getAs(`127.0.0.1:${port}`, '/ar/products?q=chips')).toEqual({
    status: 308,
    location: `${siteUrl}/ar/products?q=chips`,
  })
  // The admin too: at another address its saves would be refused.
  expect(await getAs(`203.0.113.7:${port}`, '/admin')).toEqual({ status: 308, location: `${siteUrl}/admin` })
})
