import type { Migration, Payload } from 'payload'
import { getPayload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { migrateDatabase } from '../../src/server/database/migrate'

/**
 * The PostgreSQL adapter for real: the committed migrations apply to an empty
 * database, and localized content round-trips. `.ci/run` starts a throw-away server.
 */
const url = process.env.TEST_POSTGRES_URL
if (!url) {
  throw new Error(
    'Set TEST_POSTGRES_URL to an empty PostgreSQL database (postgres://user@127.0.0.1:5432/db); `.ci/run` shows how to start one.',
  )
}

let payload: Payload

beforeAll(async () => {
  process.env.DATABASE_URL = url
  process.env.PAYLOAD_SECRET = 'postgres-test'
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config, key: 'postgres' })
  const db = payload.db as unknown as { dropDatabase: (args: { adapter: unknown }) => Promise<void> }
  // Start from nothing, so the whole chain of migrations is exercised every run.
  await db.dropDatabase({ adapter: payload.db })
  await migrateDatabase(payload)
})

afterAll(async () => {
  await payload?.db.destroy?.()
})

it('uses PostgreSQL and records every committed migration', async () => {
  expect(payload.db.name).toBe('postgres')
  const { migrations } = await import('../../src/migrations/postgres')
  const applied = await payload.find({ collection: 'payload-migrations', limit: 0, overrideAccess: true })
  expect(applied.docs.map((m) => m.name).sort()).toEqual((migrations as unknown as Migration[]).map((m) => m.name).sort())
})

it('stores and reads a product in three languages with fallback', async () => {
  const category = await payload.create({
    collection: 'categories',
    data: { title: 'Nuts', slug: 'nuts', backgroundColor: '#2E7D32', textColor: '#FFFFFF', _status: 'published' },
    overrideAccess: true,
  })
  const product = await payload.create({
    collection: 'products',
    data: { title: 'Roasted almonds', slug: 'roasted-almonds', barcode: '6260000000019', category: category.id, _status: 'published' },
    overrideAccess: true,
  })
  await payload.update({ collection: 'products', id: product.id, locale: 'ckb', data: { title: 'بادەمی برژاو' }, overrideAccess: true })
  expect((await payload.findByID({ collection: 'products', id: product.id, locale: 'ckb' })).title).toBe('بادەمی برژاو')
  expect((await payload.findByID({ collection: 'products', id: product.id, locale: 'ar' })).title).toBe('Roasted almonds')
  const anonymous = await payload.find({ collection: 'products', overrideAccess: false, where: { slug: { equals: 'roasted-almonds' } } })
  expect(anonymous.totalDocs).toBe(1)
})

it('refuses a bad barcode with 400 and stores nothing', async () => {
  const before = await payload.count({ collection: 'products', overrideAccess: true })
  const error = await payload
    .create({
      collection: 'products',
      data: { title: 'Bad', slug: 'bad', barcode: '6260000000011', category: 1, _status: 'published' },
      overrideAccess: true,
    })
    .then(
      () => undefined,
      (err: { status?: number }) => err,
    )
  expect(error?.status).toBe(400)
  expect((await payload.count({ collection: 'products', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
})
