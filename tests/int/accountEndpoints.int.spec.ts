import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createAdmin, freshPayload } from './helpers/payload'

/**
 * What the account endpoints answer must not tell which addresses have an account, nor let
 * a reset set a password the other ways of setting one refuse.
 */
let payload: Payload
let outboxDir: string
let rest: { GET: Handler; POST: Handler }

type Handler = (request: Request) => Promise<Response>

const EMAIL = 'owner@example.com'
const PASSWORD = 'correct horse battery staple'

beforeAll(async () => {
  payload = await freshPayload()
  outboxDir = (await import('@/lib/paths')).outboxDir
  await createAdmin(payload, EMAIL)
  const { default: config } = await import('@payload-config')
  const { REST_GET, REST_POST } = await import('@payloadcms/next/routes')
  // Payload's REST API as the catch-all route runs it, with the route's path as its params.
  const params = (request: Request) => ({ params: Promise.resolve({ slug: new URL(request.url).pathname.split('/').slice(2) }) })
  rest = { GET: (request) => REST_GET(config)(request, params(request)), POST: (request) => REST_POST(config)(request, params(request)) }
})

const post = (pathname: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

const outbox = () => (fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((file) => file.endsWith('.eml')) : [])

const signsIn = (password: string) =>
  payload.login({ collection: 'users', data: { email: EMAIL, password } }).then(
    () => true,
    () => false,
  )

describe('a reset', () => {
  const SAME_AS_EMAIL = 'The password must not be your e-mail address.'

  it('through the REST API refuses the account’s e-mail address as the password, with the reset page’s words, and changes nothing', async () => {
    const token = await payload.forgotPassword({ collection: 'users', data: { email: EMAIL }, disableEmail: true })
    const response = await rest.POST(post('/api/users/reset-password', { token, password: EMAIL.toUpperCase() }))
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: Array<{ data?: { errors?: Array<{ path: string; message: string }> } }> }
    expect(body.errors[0]?.data?.errors).toContainEqual({ path: 'password', message: SAME_AS_EMAIL })
    expect(await signsIn(EMAIL.toUpperCase())).toBe(false)
    expect(await signsIn(PASSWORD)).toBe(true)

    // The link still works for a good password.
    const good = await rest.POST(post('/api/users/reset-password', { token, password: 'a new and private passphrase' }))
    expect(good.status).toBe(200)
    expect(await signsIn('a new and private passphrase')).toBe(true)
    await payload.update({ collection: 'users', where: { email: { equals: EMAIL } }, data: { password: PASSWORD }, overrideAccess: true })
  })

  it('through the Local API refuses it too', async () => {
    const token = await payload.forgotPassword({ collection: 'users', data: { email: EMAIL }, disableEmail: true })
    const error = await payload.resetPassword({ collection: 'users', data: { token, password: EMAIL }, overrideAccess: true }).then(
      () => undefined,
      (err: { status?: number; data?: { errors?: Array<{ path: string; message: string }> } }) => err,
    )
    expect(error?.status).toBe(400)
    expect(error?.data?.errors?.find(({ path }) => path === 'password')?.message).toBe(SAME_AS_EMAIL)
    expect(await signsIn(PASSWORD)).toBe(true)
  })
})

/** How long `attempt` takes, in milliseconds. */
async function timeOf(attempt: () => Promise<unknown>): Promise<number> {
  const start = performance.now()
  await attempt()
  return performance.now() - start
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

describe('a wrong sign-in', () => {
  // Interleaved, each kind first in turn, so a busy moment of the machine slows both alike.
  async function timings(attempt: (email: string) => Promise<unknown>) {
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 7; i++) {
      const both = [
        () => timeOf(() => attempt(EMAIL)).then((ms) => known.push(ms)),
        () => timeOf(() => attempt(`nobody-${i}@example.com`)).then((ms) => unknown.push(ms)),
      ]
      for (const measure of i % 2 ? both.reverse() : both) await measure()
    }
    return { known: median(known), unknown: median(unknown) }
  }

  it('takes as long for an address without an account as for one with it, by the Local API (the site’s sign-in)', async () => {
    const { known, unknown } = await timings((email) =>
      payload.login({ collection: 'users', data: { email, password: 'not the right password' } }).catch((error: { status?: number }) => {
        expect(error.status).toBe(401)
      }),
    )
    // Before, the unknown address answered in about a twentieth of the time.
    expect(unknown).toBeGreaterThan(known * 0.5)
  })

  it('takes as long for an address without an account as for one with it, by the REST API', async () => {
    const { known, unknown } = await timings(async (email) => {
      const response = await rest.POST(post('/api/users/login', { email, password: 'not the right password' }))
      expect(response.status).toBe(401)
    })
    expect(unknown).toBeGreaterThan(known * 0.5)
  })
})

describe('asking for a reset link through the REST API', () => {
  it('answers the same, before any e-mail is sent, whether or not the address has an account, and sends it to the account', async () => {
    const { forgotPasswordAtOnce } = await import('@/lib/auth/forgotPasswordAtOnce')
    const pending: Array<() => Promise<void>> = []
    const handler = forgotPasswordAtOnce({ payload: async () => payload, later: (work) => pending.push(work), payloadHandler: rest.POST })
    fs.rmSync(outboxDir, { recursive: true, force: true })

    const known = await handler(post('/api/users/forgot-password?locale=ar', { email: EMAIL }))
    const unknown = await handler(post('/api/users/forgot-password?locale=ar', { email: 'nobody@example.com' }))
    expect([known.status, unknown.status]).toEqual([200, 200])
    expect(await known.json()).toEqual(await unknown.json())
    // The answer did not wait for the e-mail.
    expect(outbox()).toEqual([])

    for (const work of pending.splice(0)) await work()
    const sent = outbox().map((file) => fs.readFileSync(path.join(outboxDir, file), 'utf8'))
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatch(new RegExp(`^To: ${EMAIL}$`, 'm'))
    // In the language asked for: the link opens the Arabic reset page.
    expect(sent[0]!.replace(/=\r?\n/g, '')).toContain('/ar/ResetPassword/')
  })

  it('without an address, answers Payload’s own 400', async () => {
    const { forgotPasswordAtOnce } = await import('@/lib/auth/forgotPasswordAtOnce')
    const handler = forgotPasswordAtOnce({ payload: async () => payload, later: () => undefined, payloadHandler: rest.POST })
    const response = await handler(post('/api/users/forgot-password', {}))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ errors: [{ message: 'Missing email.' }] })
  })
})

// The versions of accounts (which keep none): tests/int/refusedEarly.int.spec.ts.
