import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { ensureAdmin } from '../../src/server/startup/admin'
import { freshPayload } from './helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await freshPayload()
})

it('creates the first administrator with a random password when none is given, once', async () => {
  const first = await ensureAdmin(payload, {})
  expect(first.created).toBe(true)
  expect(first.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16,}$/)
  const login = await payload.login({ collection: 'users', data: { email: first.email, password: first.generatedPassword! } })
  expect(login.user?.email).toBe(first.email)

  const again = await ensureAdmin(payload, {})
  expect(again.created).toBe(false)
  expect(again.generatedPassword).toBeUndefined()
})

it('creates the administrator named by ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
  const result = await ensureAdmin(payload, { ADMIN_EMAIL: 'Owner@Example.com', ADMIN_PASSWORD: 'a long and private passphrase' })
  expect(result).toEqual({ email: 'owner@example.com', created: true, generatedPassword: undefined })
  const login = await payload.login({
    collection: 'users',
    data: { email: 'owner@example.com', password: 'a long and private passphrase' },
  })
  expect(login.token).toBeTruthy()
  expect((await ensureAdmin(payload, { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'x' })).created).toBe(false)
})
