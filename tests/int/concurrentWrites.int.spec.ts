import type { Payload, PayloadRequest } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { text } from './helpers/fixtures'
import { createDoc, freshPayload } from './helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await freshPayload()
})

/**
 * Saves run in transactions, one at a time on SQLite (src/server/database/sqliteTransactions.ts): many at
 * once wait their turn, never fail with "database is locked" (as they did with transactions
 * on and nothing ordering them), and each is written whole.
 */
it('takes 40 saves at once, each whole, none refused', async () => {
  const saves = Array.from({ length: 40 }, (_, index) =>
    createDoc(payload, {
      collection: 'news',
      data: { title: `Concurrent ${index}`, description: text(`Story ${index}`), _status: 'published' },
      overrideAccess: true,
    }),
  )
  const results = await Promise.allSettled(saves)
  expect(
    results.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason)),
  ).toEqual([])
  const stored = await payload.find({
    collection: 'news',
    where: { title: { like: 'Concurrent' } },
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  expect(stored.docs).toHaveLength(40)
  // Each with its version: document and version are written together.
  const versions = await payload.countVersions({ collection: 'news', where: { latest: { equals: true } }, overrideAccess: true })
  expect(versions.totalDocs).toBe(40)
  // And updated at once too.
  const updates = await Promise.allSettled(
    stored.docs.map((doc) =>
      payload.update({ collection: 'news', id: doc.id, data: { title: `${doc.title} again` }, overrideAccess: true }),
    ),
  )
  expect(updates.filter((result) => result.status === 'rejected')).toEqual([])
})

/**
 * Payload writes some things outside any transaction (an editor's preferences). While another
 * request's transaction holds SQLite's write lock, such a write used to wait inside SQLite,
 * blocking the whole server (that transaction included) until it failed as "database is
 * locked". It now waits without blocking and is written once the transaction commits.
 */
it('a write outside transactions waits for an open one without blocking the server, then is written', async () => {
  const transactionID = await payload.db.beginTransaction()
  expect(transactionID).not.toBeNull()
  const req = { transactionID: transactionID!, payload } as unknown as PayloadRequest
  await payload.db.create({ collection: 'news', data: { _status: 'draft' }, req })

  let ticks = 0
  const timer = setInterval(() => (ticks += 1), 10)
  const outside = payload.db.create({ collection: 'payload-preferences', data: { key: 'lock-probe', value: { a: 1 } } })
  await new Promise((resolve) => setTimeout(resolve, 300))
  // The event loop ran while the write waited.
  expect(ticks).toBeGreaterThanOrEqual(10)
  await payload.db.commitTransaction!(transactionID!)
  await expect(outside).resolves.toMatchObject({ key: 'lock-probe' })
  clearInterval(timer)
  const stored = await payload.db.findOne({ collection: 'payload-preferences', where: { key: { equals: 'lock-probe' } } })
  expect(stored).not.toBeNull()
})
