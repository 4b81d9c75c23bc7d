import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { baseURL } from '../../playwright.config'
import { makeLoopbackCertificate } from '../../scripts/lib/certificate'
import { type RunningNginx, startEdgeCache } from '../../scripts/lib/nginx'
import { products } from '../../scripts/seed/content/products'
import { freePort } from './helpers/freshServer'
import { lighthousePhone } from './helpers/pictures'
import { loadWholePage } from './helpers/site'

/**
 * The shipped deploy/nginx.conf with HTTPS set up as docs/operations.md says (`ssl http2` on
 * the listen line), in front of the site: a phone fetches the page and every file on it over
 * one HTTP/2 connection, where HTTP/1.1 would queue a first visit's 15 to 20 requests on six.
 */
let edge: RunningNginx
let folder: string

test.beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hawler-https-edge-'))
  edge = await startEdgeCache({
    port: await freePort(),
    upstreams: [new URL(baseURL).host],
    prefix: folder,
    tls: makeLoopbackCertificate(folder),
  })
})

test.afterAll(async () => {
  await edge?.stop()
  fs.rmSync(folder, { recursive: true, force: true })
})

for (const address of [`/products/${products[0].slug}`, '/ar']) {
  test(`through nginx over HTTPS, ${address} and every file on it come over HTTP/2 (phone)`, async ({ browser }) => {
    const context = await browser.newContext({ ...lighthousePhone, isMobile: true, hasTouch: true, ignoreHTTPSErrors: true })
    const page = await context.newPage()
    const response = await page.goto(edge.url + address)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await loadWholePage(page)
    const fetched = await page.evaluate((origin) => {
      const entries = [
        ...performance.getEntriesByType('navigation'),
        ...performance.getEntriesByType('resource'),
      ] as PerformanceResourceTiming[]
      return entries
        .filter((entry) => entry.name.startsWith(origin))
        .map((entry) => ({ file: entry.name.slice(origin.length), protocol: entry.nextHopProtocol }))
    }, edge.url)
    // The document, its scripts and styles, the main picture, the font and the icons at least.
    expect(fetched.length).toBeGreaterThan(10)
    expect(fetched.some(({ file }) => file.endsWith('.woff2'))).toBe(true)
    expect(fetched.filter(({ protocol }) => protocol !== 'h2')).toEqual([])
    await context.close()
  })
}
