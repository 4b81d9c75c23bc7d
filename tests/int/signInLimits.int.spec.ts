import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createSiteServer } from '@/server/http/siteServer'

import { createAdmin } from './helpers/payload'
import { freshPayloadForRoutes, restListener } from './helpers/rest'

/**
 * The limits of the REST API's sign-in and password endpoints at their real values, over
 * HTTP through the site's own server (the steps of src/server/http/siteServer.ts, which name
 * the client) and the app's REST handler in process. The limits count a client by the
 * address the server names, so a client cannot escape them by naming itself. What a visitor
 * sees of a limit, on the sign-in and search pages: tests/e2e/rate-limits.e2e.spec.ts.
 */
let payload: Payload
const PASSWORD = 'correct horse battery staple'
const servers: http.Server[] = []
const logLines: string[] = []

async function listen(trustedProxyHops: number): Promise<string> {
  const server = createSiteServer({
    next: restListener,
    ready: Promise.resolve(),
    siteUrl: 'http://127.0.0.1:1',
    trustedProxyHops,
    log: (text) => logLines.push(...text.trim().split('\n')),
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

let direct: string
let behindProxy: string
let email: string

beforeAll(async () => {
  payload = await freshPayloadForRoutes()
  email = (await createAdmin(payload, 'limits@example.com')).email
  // With no proxy in front (TRUSTED_PROXY_HOPS=0), and as behind the nginx of deploy/ (1),
  // where X-Forwarded-For names the client, so one test can be several visitors.
  direct = await listen(0)
  behindProxy = await listen(1)
})
afterAll(async () => {
  for (const server of servers) await new Promise<void>((resolve) => server.close(() => resolve()))
})

const post = (origin: string, path: string, headers: Record<string, string>, data: object) =>
  fetch(`${origin}/api/users/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(data),
  })
const from = (address: string) => ({ 'x-forwarded-for': address })

describe('on the site’s server with no proxy in front', () => {
  it('a forged X-Forwarded-For, X-Real-IP or X-Client-Address does not escape the sign-in limit', async () => {
    const signIn = (n: number) =>
      post(
        direct,
        'login',
        { 'x-forwarded-for': `198.51.100.${n}`, 'x-real-ip': `198.51.100.${n + 100}`, 'x-client-address': `203.0.113.${n}` },
        { email: `nobody-${n}@example.com`, password: 'not the password' },
      )
    for (let n = 1; n <= 10; n++) expect((await signIn(n)).status, `sign-in ${n}`).toBe(401)
    const refused = await signIn(11)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('behind a proxy', () => {
  it('wrong passwords lock one address out of the account, not the administrator elsewhere', async () => {
    const signIn = (address: string, password: string) => post(behindProxy, 'login', from(address), { email, password })
    for (let guess = 1; guess <= 5; guess++) expect((await signIn('198.51.100.1', `wrong-guess-${guess}`)).status).toBe(401)
    const locked = await signIn('198.51.100.1', PASSWORD)
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800)
    expect(((await locked.json()) as { errors: Array<{ message: string }> }).errors[0].message).toMatch(
      /^Too many attempts from your address\. Try again in 1[45] minutes\.$/,
    )
    // The administrator, from their own address, is not locked out.
    expect((await signIn('203.0.113.5', PASSWORD)).status).toBe(200)

    // Each request is one JSON line in the log, found by the id the answer carries; no password.
    const id = locked.headers.get('x-request-id')
    expect(id).toMatch(/^[\w-]{8,}$/)
    await new Promise((resolve) => setImmediate(resolve))
    const line = logLines.find((text) => text.includes(`"id":"${id}"`))
    expect(JSON.parse(line ?? '{}')).toMatchObject({ msg: 'request', method: 'POST', path: '/api/users/login', status: 429 })
    expect(logLines.join('\n')).not.toContain(PASSWORD)
    expect(logLines.join('\n')).not.toContain('wrong-guess-1')
  })

  it('one address gets ten sign-ins, five reset e-mails and ten reset tries, then 429 with Retry-After', async () => {
    for (let i = 0; i < 10; i++)
      expect((await post(behindProxy, 'login', from('198.51.100.2'), { email: `nobody-${i}@example.com`, password: 'x' })).status).toBe(401)
    expect((await post(behindProxy, 'login', from('198.51.100.2'), { email: 'nobody@example.com', password: 'x' })).status).toBe(429)
    for (let i = 0; i < 5; i++) expect((await post(behindProxy, 'forgot-password', from('198.51.100.3'), { email })).status).toBe(200)
    const mail = await post(behindProxy, 'forgot-password', from('198.51.100.3'), { email })
    expect(mail.status).toBe(429)
    expect(mail.headers.get('retry-after')).toMatch(/^\d+$/)
    const reset = (token: string) => post(behindProxy, 'reset-password', from('198.51.100.4'), { token, password: 'a-long-new-password' })
    for (let i = 0; i < 10; i++) expect((await reset(`guess-${i}`)).status).toBe(403)
    expect((await reset('guess')).status).toBe(429)
  })
})
