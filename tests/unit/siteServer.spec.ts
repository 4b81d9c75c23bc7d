import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { ADDRESS_REDIRECT } from '@/lib/cachePolicy'
import { createSiteServer } from '@/server/http/siteServer'

/** The app behind the request path: answers with what reached it. */
const app: http.RequestListener = (request, response) => {
  response.setHeader('Content-Type', 'application/json')
  response.end(JSON.stringify({ url: request.url, client: request.headers['x-client-address'], id: request.headers['x-request-id'] }))
}

let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function listen(options: Partial<Parameters<typeof createSiteServer>[0]> = {}): Promise<string> {
  server = createSiteServer({ next: app, ready: Promise.resolve(), siteUrl: 'http://127.0.0.1:1', trustedProxyHops: 0, ...options })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
}

describe('the site’s request path', () => {
  it('holds requests until the app is ready, then answers each of them', async () => {
    let release = () => {}
    const ready = new Promise<void>((resolve) => (release = resolve))
    const origin = await listen({ ready })
    let answered = 0
    const pending = [1, 2].map((n) => fetch(`${origin}/ar/held-${n}`).then((response) => (answered++, response.json())))
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(answered).toBe(0)
    release()
    expect(await Promise.all(pending)).toMatchObject([{ url: '/ar/held-1' }, { url: '/ar/held-2' }])
  })

  it('redirects another host name to the site’s, keeping method, path and query', async () => {
    const origin = await listen({ siteUrl: 'http://localhost:3000' })
    const response = await fetch(`${origin}/admin/collections/media?limit=10`, { method: 'POST', redirect: 'manual' })
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe('http://localhost:3000/admin/collections/media?limit=10')
  })

  it('gives the app the connection’s address, whatever address headers a client writes', async () => {
    const origin = await listen()
    const forged = { 'X-Forwarded-For': '203.0.113.9', 'X-Real-IP': '203.0.113.10', 'X-Client-Address': '203.0.113.11' }
    expect(await (await fetch(`${origin}/`, { headers: forged })).json()).toMatchObject({ client: '127.0.0.1' })
  })

  it('behind a trusted proxy, takes the address that proxy wrote, not one the client prepended', async () => {
    const origin = await listen({ trustedProxyHops: 1 })
    const headers = { 'X-Forwarded-For': '6.6.6.6, 203.0.113.9', 'X-Client-Address': '6.6.6.6' }
    expect(await (await fetch(`${origin}/`, { headers })).json()).toMatchObject({ client: '203.0.113.9' })
  })

  it('logs one line per request, with the id the response carries, and no query string', async () => {
    const lines: string[] = []
    const origin = await listen({ log: (text) => lines.push(...text.trim().split('\n')) })
    const response = await fetch(`${origin}/products?q=secret`)
    const { id, url } = (await response.json()) as { id: string; url: string }
    // Next is given English's `en`; the log keeps the address the visitor asked for.
    expect(url).toBe('/en/products?q=secret')
    expect(response.headers.get('x-request-id')).toBe(id)
    await new Promise((resolve) => setImmediate(resolve))
    expect(lines.map((line) => JSON.parse(line))).toMatchObject([{ id, method: 'GET', path: '/products', status: 200 }])
    expect(lines.join('')).not.toContain('secret')
  })

  it('gives English addresses their en before Next, and sends /en/…, the old /he/… and a language in capitals to the public address', async () => {
    const origin = await listen()
    expect(await (await fetch(`${origin}/`)).json()).toMatchObject({ url: '/en' })
    expect(await (await fetch(`${origin}/news?page=2`)).json()).toMatchObject({ url: '/en/news?page=2' })
    expect(await (await fetch(`${origin}/ar/news`)).json()).toMatchObject({ url: '/ar/news' })
    expect(await (await fetch(`${origin}/01/06261001000015`)).json()).toMatchObject({ url: '/01/06261001000015' })
    const english = await fetch(`${origin}/en/products?q=chips`, { redirect: 'manual' })
    expect([english.status, english.headers.get('location')]).toEqual([307, '/products?q=chips'])
    const kurdish = await fetch(`${origin}/he/news`, { method: 'POST', redirect: 'manual' })
    expect([kurdish.status, kurdish.headers.get('location')]).toEqual([308, '/ckb/news'])
    expect(kurdish.headers.get('cache-control')).toBe(ADDRESS_REDIRECT)
    const capitals = await fetch(`${origin}/AR/news`, { redirect: 'manual' })
    expect([capitals.status, capitals.headers.get('location')]).toEqual([308, '/ar/news'])
  })
})
