import type { Migration } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { selectFreshDatabase } from './helpers/payload'

/**
 * `npm start` serves at once when its quick look at the database finds nothing to do
 * (src/server/startup/databaseState.ts), and loads Payload to migrate, seed and add the
 * administrator otherwise. The look must say "ready" exactly when that work would change
 * nothing. SQLite here; PostgreSQL as well under `npm run test:postgres`.
 */
let state: typeof import('../../src/server/startup/databaseState')

const owner = { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'a long and private passphrase' }

async function runSql(sql: string): Promise<void> {
  const db = await state.openDatabase()
  try {
    await db.rows(sql)
  } finally {
    await db.close()
  }
}

beforeAll(async () => {
  selectFreshDatabase()
  Object.assign(process.env, owner)
  delete process.env.SEED
  // Only now: the data folder is read from the environment when first imported.
  state = await import('../../src/server/startup/databaseState')
})

it('knows every migration committed for either adapter', async () => {
  const names = (list: unknown) => (list as Migration[]).map((migration) => migration.name)
  expect(state.committedMigrations('sqlite')).toEqual(names((await import('../../src/migrations/sqlite')).migrations))
  expect(state.committedMigrations('postgres')).toEqual(names((await import('../../src/migrations/postgres')).migrations))
})

it('finds a new, empty database not ready', async () => {
  expect((await state.databaseState()).ready).toBe(false)
})

it('finds a database that cannot be opened not ready, without throwing', async () => {
  expect((await state.databaseState({ DATABASE_URL: 'file:/nonexistent-folder/db.sqlite' })).ready).toBe(false)
})

it('finds the database ready once npm start has prepared it, and names the same administrator', async () => {
  const { prepareDatabase } = await import('../../src/server/startup/prepare')
  const prepared = await prepareDatabase()
  expect(prepared).toMatchObject({ seeded: true, admin: { email: owner.ADMIN_EMAIL, created: true } })
  expect(await state.databaseState()).toEqual({ ready: true })
  const { adminEmail } = await import('../../src/server/startup/admin')
  expect(adminEmail()).toBe(prepared.admin.email)
}, 600_000)

it('finds it not ready when the administrator a start would create is missing', async () => {
  expect(await state.databaseState({ ...process.env, ADMIN_EMAIL: 'new-owner@example.com' })).toMatchObject({ ready: false })
  // Without ADMIN_EMAIL a start leaves the accounts there are alone.
  expect(await state.databaseState({ ...process.env, ADMIN_EMAIL: '' })).toEqual({ ready: true })
})

it('finds it not ready with the demo pictures of an earlier seed (which prepare redraws: seed.int.spec.ts)', async () => {
  const { sliders } = await import('../../scripts/seed/content/stories')
  const { pictureFileName } = await import('../../scripts/seed/pictures/catalog')
  const picture = sliders[0].picture
  const [older, current] = [`${picture.key}.jpg`, pictureFileName(picture)]
  await runSql(`UPDATE media SET filename = '${older}' WHERE filename = '${current}'`)
  expect(await state.databaseState()).toEqual({ ready: false, reason: 'demo pictures from an earlier seed' })
  await runSql(`UPDATE media SET filename = '${current}' WHERE filename = '${older}'`)
  expect(await state.databaseState()).toEqual({ ready: true })
})

it('finds it not ready without the demo content, unless SEED=false', async () => {
  await runSql('DELETE FROM products')
  expect(await state.databaseState()).toMatchObject({ ready: false })
  expect(await state.databaseState({ ...process.env, SEED: 'false' })).toEqual({ ready: true })
})

it('finds it not ready when a committed migration is not recorded as applied', async () => {
  const { databaseLocation } = await import('../../src/lib/databaseLocation')
  const latest = state.committedMigrations(databaseLocation().adapter).at(-1)!
  await runSql(`DELETE FROM payload_migrations WHERE name = '${latest}'`)
  expect(await state.databaseState({ ...process.env, SEED: 'false' })).toEqual({ ready: false, reason: expect.stringContaining(latest) })
})
