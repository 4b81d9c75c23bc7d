import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { ANONYMOUS_OPERATIONS, NOT_ALLOWED, SESSION_COOKIE } from '@/server/http/anonymousWrites'
import { createSiteServer } from '@/server/http/siteServer'

/** The app behind the request path: says what reached it. */
let reached: string[] = []
const app: http.RequestListener = (request, response) => {
  reached.push(`${request.method} ${request.url}`)
  request.resume()
  request.on('end', () => response.end('app'))
}

let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function listen(siteUrl = 'http://127.0.0.1:1'): Promise<string> {
  reached = []
  server = createSiteServer({ next: app, ready: Promise.resolve(), siteUrl, trustedProxyHops: 0 })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
})

describe('an anonymous write to the API', () => {
  it('is refused with Payload’s own 403 before the app sees it, for every collection and global', async () => {
    const origin = await listen()
    for (const [method, path] of [
      ['POST', '/api/news'],
      ['PATCH', '/api/products/4'],
      ['DELETE', '/api/products?where[id][equals]=4'],
      ['PUT', '/api/media/2'],
      ['POST', '/api/enquiries'],
      ['POST', '/api/globals/about-us'],
      ['POST', '/api/news/versions/3'],
      ['PATCH', '/api/users/1'],
    ]) {
      const response = await fetch(`${origin}${path}`, { ...json({ title: 'x' }), method })
      expect([response.status, await response.json()], `${method} ${path}`).toEqual([403, { errors: [{ message: NOT_ALLOWED }] }])
    }
    // The same address written another way.
    const absolute = await new Promise<number>((resolve, reject) => {
      const { port } = new URL(origin)
      const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: `${origin}//api/news`, agent: false }, (response) => {
        response.resume()
        resolve(response.statusCode!)
      })
      request.on('error', reject)
      request.end('{}')
    })
    expect(absolute).toBe(403)
    expect(reached).toEqual([])
  })

  it('is refused before a large body is read', async () => {
    const origin = await listen()
    const started = Date.now()
    const response = await fetch(`${origin}/api/news`, json({ text: 'x'.repeat(1_500_000) }))
    expect(response.status).toBe(403)
    expect(Date.now() - started).toBeLessThan(900)
  })

  it('is told it may not write, not that it is too large, whatever length it declares', async () => {
    const origin = await listen()
    // 50 MB declared, a little sent: the answer comes without the rest.
    const answer = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const request = http.request(`${origin}/api/news`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': 50 * 1024 * 1024 },
      })
      request.on('response', (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode, body }))
      })
      request.on('error', reject)
      request.write('x'.repeat(64 * 1024))
    })
    expect([answer.status, JSON.parse(answer.body)]).toEqual([403, { errors: [{ message: NOT_ALLOWED }] }])
    expect(reached).toEqual([])
  })

  it('from a signed-in editor is still held to the body limit', async () => {
    const origin = await listen()
    const response = await fetch(`${origin}/api/news`, json({ text: 'x'.repeat(3_000_000) }, { Cookie: `${SESSION_COOKIE}=abc` }))
    expect([response.status, await response.json()]).toEqual([
      413,
      { errors: [{ message: 'A request that is not a file upload can be at most 2 MB.' }] },
    ])
    expect(reached).toEqual([])
  })

  it('passes with a session cookie or an Authorization header, which Payload then checks', async () => {
    const origin = await listen()
    const asEditor = await fetch(`${origin}/api/news`, json({}, { Cookie: `theme=dark; ${SESSION_COOKIE}=abc` }))
    const withKey = await fetch(`${origin}/api/news/3`, { ...json({}, { Authorization: 'users API-Key abc' }), method: 'PATCH' })
    expect([asEditor.status, withKey.status]).toEqual([200, 200])
    // A cookie merely named like it is not the session.
    expect((await fetch(`${origin}/api/news`, json({}, { Cookie: `x${SESSION_COOKIE}=abc` }))).status).toBe(403)
  })

  it('leaves what visitors do post: signing in and out, reset links, the first account, reads by POST', async () => {
    const origin = await listen()
    for (const path of [
      '/api/users/login',
      '/api/users/logout',
      '/api/users/refresh-token',
      '/api/users/forgot-password',
      '/api/users/reset-password',
      '/api/users/first-register',
      '/api/users/verify/abc123',
    ]) {
      expect(ANONYMOUS_OPERATIONS.test(path), path).toBe(true)
      expect((await fetch(`${origin}${path}`, json({ email: 'a@b.example' }))).status, path).toBe(200)
    }
    const read = await fetch(`${origin}/api/products`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Payload-HTTP-Method-Override': 'GET' },
      body: 'where[title][like]=chips',
    })
    expect(read.status).toBe(200)
    expect((await fetch(`${origin}/api/products/4`)).status).toBe(200)
    expect(reached).toHaveLength(9)
  })
})

describe('a form posted from another site', () => {
  const signIn = (origin: string, headers: Record<string, string>) =>
    fetch(`${origin}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'Next-Action': 'abc123', ...headers },
      body: '[{"email":"a@b.example"}]',
    })

  it('is refused with 403 and a short message before Next sees it', async () => {
    const origin = await listen()
    const response = await signIn(origin, { Origin: 'https://evil.example' })
    expect([response.status, await response.text()]).toEqual([403, 'This form can be sent only from the site’s own pages.\n'])
    const form = await fetch(`${origin}/ar/contactUs`, {
      method: 'POST',
      headers: { Origin: 'null', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=x',
    })
    expect(form.status).toBe(403)
    expect(reached).toEqual([])
  })

  it('passes from the site’s own pages (at any port a proxy serves it on), and without Origin', async () => {
    const origin = await listen('http://127.0.0.1:3000')
    expect((await signIn(origin, { Origin: 'http://127.0.0.1:3000' })).status).toBe(200)
    expect((await signIn(origin, { Origin: 'https://127.0.0.1' })).status).toBe(200)
    expect((await signIn(origin, {})).status).toBe(200)
  })

  it('leaves a job application to its route, which refuses it in the visitor’s language and the shape asked for', async () => {
    const origin = await listen()
    for (const path of ['/jobs/packer/apply', '/ar/jobs/packer/apply', '/ckb/jobs/packer/apply?x=1']) {
      const response = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { Origin: 'https://evil.example', 'Content-Type': 'multipart/form-data; boundary=x' },
        body: '--x--\r\n',
      })
      expect(response.status, path).toBe(200)
    }
    expect(reached).toHaveLength(3)
  })

  it('leaves the API to Payload’s own CSRF check, and JSON and reads alone', async () => {
    const origin = await listen()
    const evil = { Origin: 'https://evil.example' }
    expect((await fetch(`${origin}/api/users/login`, json({}, evil))).status).toBe(200)
    expect((await fetch(`${origin}/01/06261001000015`, { headers: evil })).status).toBe(200)
    expect((await fetch(`${origin}/en/contact`, json({}, evil))).status).toBe(200)
  })
})
