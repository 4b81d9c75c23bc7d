import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { migrations as postgresMigrations } from '../../src/migrations/postgres'
import { migrations as sqliteMigrations } from '../../src/migrations/sqlite'
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
  expect(login.user?.role).toBe('admin')

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
  expect(login.user?.role).toBe('admin')
  expect((await ensureAdmin(payload, { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'x' })).created).toBe(false)
})

it('makes every account that existed before roles an administrator, and later ones editors by default', async () => {
  const before = await payload.create({
    collection: 'users',
    data: { email: 'before-roles@example.com', password: 'a long and private passphrase', role: 'editor' },
    overrideAccess: true,
  })
  const migrations = (payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations) as unknown as Array<{
    name: string
    up: (args: { db: unknown; payload: Payload; req: object }) => Promise<void>
    down: (args: { db: unknown; payload: Payload; req: object }) => Promise<void>
  }>
  const roles = migrations.find(({ name }) => name.endsWith('_users_role'))!
  const db = (payload.db as unknown as { drizzle: unknown }).drizzle
  // The database as it was before the migration, then the migration.
  await roles.down({ db, payload, req: {} })
  await roles.up({ db, payload, req: {} })
  expect((await payload.findByID({ collection: 'users', id: before.id, overrideAccess: true })).role).toBe('admin')
  const after = await payload.create({
    collection: 'users',
    data: { email: 'after-roles@example.com', password: 'a long and private passphrase' } as {
      email: string
      password: string
      role: 'editor'
    },
    overrideAccess: true,
  })
  expect(after.role).toBe('editor')
})
