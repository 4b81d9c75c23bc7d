import { sql, type SQL } from 'drizzle-orm'
import { getPayload, type Migration, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import demo from './fixtures/demoProducts_20261203.json'
import { createCategory } from './helpers/fixtures'
import { selectFreshDatabase } from './helpers/payload'

/**
 * The product-packs migration on a copy of the demo database as it was the day before it
 * (tests/int/fixtures/demoProducts_20261203.json: the products, their English, Arabic and
 * Kurdish titles, their pack sizes and every saved version with its titles and pack sizes, read from a database that
 * `npm run seed` filled at a34bb22; their categories and photos are left out, as the migration
 * does not touch them). Beside them, the cases the demo lacks: a barcode that is not a GTIN,
 * a barcode without pack sizes, pack sizes without a barcode, neither, and two products that
 * share a barcode. Every barcode and pack size must still be there, as a pack.
 * SQLite here; PostgreSQL as well under `npm run test:postgres`.
 */
type Row = Record<string, string | number | null>

const MIGRATION = /_product_packs$/

let payload: Payload
let migrations: Migration[]

async function run(query: SQL): Promise<void> {
  const db = payload.db as unknown as { drizzle: { run?: (q: SQL) => Promise<unknown>; execute?: (q: SQL) => Promise<unknown> } }
  await (payload.db.name === 'postgres' ? db.drizzle.execute!(query) : db.drizzle.run!(query))
}

async function insert(table: string, rows: readonly Row[]): Promise<void> {
  for (const row of rows) {
    const columns = Object.keys(row)
    await run(
      sql`INSERT INTO ${sql.identifier(table)} (${sql.join(
        columns.map((column) => sql.identifier(column)),
        sql`, `,
      )}) VALUES (${sql.join(
        columns.map((column) => sql`${row[column]}`),
        sql`, `,
      )})`,
    )
  }
  // As a restore does: PostgreSQL's id sequences continue after the ids given (the varchar ids of array rows have none).
  if (payload.db.name === 'postgres' && typeof rows[0]?.id === 'number') {
    await run(sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT MAX(id) FROM ${sql.identifier(table)}))`)
  }
}

/** Products beyond the demo's, made as the API stored them before the migration. */
const edgeCases = {
  products: [
    { id: 101, barcode: 'HF-CHIPS-001', slug: 'house-code-chips', _status: 'published' },
    { id: 102, barcode: '96385074', slug: 'barcode-without-sizes', _status: 'published' },
    { id: 103, barcode: null, slug: 'sizes-without-barcode', _status: 'draft' },
    { id: 104, barcode: null, slug: 'neither', _status: 'draft' },
    { id: 105, barcode: '6261001000015', slug: 'shares-the-chips-barcode', _status: 'draft' },
  ].map((row) => ({ ...row, created_at: '2026-12-02T10:00:00.000Z', updated_at: '2026-12-02T10:00:00.000Z' })),
  products_pack_sizes: [
    { _order: 1, _parent_id: 101, id: 'edge0000000000000000101a', amount: 40, unit: 'g' },
    { _order: 2, _parent_id: 101, id: 'edge0000000000000000101b', amount: 1, unit: 'kg' },
    { _order: 1, _parent_id: 103, id: 'edge0000000000000000103a', amount: 0.5, unit: 'l' },
    { _order: 1, _parent_id: 105, id: 'edge0000000000000000105a', amount: 30, unit: 'g' },
  ],
}

const products: Row[] = [...demo.products, ...edgeCases.products]
const sizes: Row[] = [...demo.products_pack_sizes, ...edgeCases.products_pack_sizes]

beforeAll(async () => {
  selectFreshDatabase()
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config })
  const all = (payload.db.name === 'postgres' ? await import('@/migrations/postgres') : await import('@/migrations/sqlite')).migrations
  migrations = all as unknown as Migration[]
  const before = migrations.filter(({ name }) => !MIGRATION.test(name))
  expect(before.length, 'the product-packs migration is the last but none of its own').toBe(migrations.length - 1)
  await payload.db.migrate({ migrations: before })

  await insert('products', products)
  await insert('products_locales', demo.products_locales)
  await insert('products_pack_sizes', sizes)
  await insert('_products_v', demo._products_v)
  await insert('_products_v_locales', demo._products_v_locales)
  await insert('_products_v_version_pack_sizes', demo._products_v_version_pack_sizes)

  await payload.db.migrate({ migrations })
}, 120_000)

afterAll(async () => {
  await payload?.db.destroy?.()
})

const packsOf = async (id: number) =>
  (await payload.findByID({ collection: 'products', id, depth: 0, overrideAccess: true, draft: false })).packs ?? []

const isGtin = (code: string) => /^\d{8}$|^\d{12,14}$/.test(code)

describe('the product-packs migration', () => {
  it('copied a complete demo catalogue', () => {
    expect(demo.products).toHaveLength(12)
    expect(demo.products_pack_sizes.length).toBeGreaterThan(12)
    expect(demo.products.every(({ barcode }) => barcode && isGtin(barcode))).toBe(true)
  })

  it('keeps every pack size as a pack, in its order, and every barcode on the first pack', async () => {
    for (const product of products) {
      const id = Number(product.id)
      const expected = sizes
        .filter((size) => size._parent_id === id)
        .sort((a, b) => Number(a._order) - Number(b._order))
        .map(({ id: rowId, amount, unit }) => ({ id: rowId, amount, unit }))
      const packs = await packsOf(id)
      const kept = packs.slice(0, expected.length).map(({ id: rowId, amount, unit }) => ({ id: rowId, amount, unit }))
      expect(kept, String(product.slug)).toEqual(expected)

      const barcode = product.barcode as string | null
      const main = packs[0]
      if (!barcode) {
        expect(packs, String(product.slug)).toHaveLength(expected.length)
        expect(
          packs.every(({ gtin, otherCode }) => !gtin && !otherCode),
          String(product.slug),
        ).toBe(true)
        continue
      }
      expect(main?.gtin ?? main?.otherCode, String(product.slug)).toBe(barcode)
      expect(packs.slice(1).every(({ gtin, otherCode }) => !gtin && !otherCode)).toBe(true)
    }
  })

  it('keeps the barcode itself, now the main pack’s code, and claims nothing else', async () => {
    const { docs } = await payload.find({ collection: 'products', limit: 0, depth: 0, overrideAccess: true, pagination: false })
    expect(docs).toHaveLength(products.length)
    for (const doc of docs) {
      const before = products.find(({ id }) => id === doc.id)!
      expect(doc.barcode, doc.slug).toBe(before.barcode)
      for (const pack of doc.packs ?? []) {
        expect(pack.countryOfOrigin, doc.slug).toBeNull()
        expect([pack.caseGtin, pack.unitsPerCase, pack.hsCode, pack.shelfLifeDays, pack.photo]).toEqual([null, null, null, null, null])
      }
    }
  })

  it('puts a GTIN in the pack’s GTIN, any other code in its other code, and a lone barcode in a pack of its own', async () => {
    expect((await packsOf(1))[0]).toMatchObject({ gtin: '6261001000015', otherCode: null, amount: 30, unit: 'g' })
    expect((await packsOf(101))[0]).toMatchObject({ gtin: null, otherCode: 'HF-CHIPS-001', amount: 40 })
    expect(await packsOf(102)).toMatchObject([{ gtin: '96385074', amount: null, unit: null }])
    expect(await packsOf(104)).toEqual([])
  })

  it('moves the same way in every saved version', async () => {
    for (const version of demo._products_v) {
      const saved = await payload.findVersionByID({ collection: 'products', id: String(version.id), depth: 0, overrideAccess: true })
      const expected = demo._products_v_version_pack_sizes
        .filter((size) => size._parent_id === version.id)
        .sort((a, b) => a._order - b._order)
        .map(({ amount, unit, _uuid }) => ({ amount, unit, id: _uuid }))
      const packs = saved.version.packs ?? []
      expect(
        packs.map(({ amount, unit, id }) => ({ amount, unit, id })),
        `version ${version.id}`,
      ).toEqual(expected)
      expect(packs[0]?.gtin, `version ${version.id}`).toBe(version.version_barcode)
    }
  })

  it('leaves a migrated product saveable as it is, until two share a GTIN', async () => {
    // What the copy left out and a save asks for: a category, and a title for the made-up products.
    const category = await createCategory(payload)
    await run(sql`UPDATE products SET category_id = ${category.id}`)
    await run(sql`UPDATE _products_v SET version_category_id = ${category.id}`)
    for (const { id, slug } of edgeCases.products) await insert('products_locales', [{ _locale: 'en', _parent_id: id, title: slug }])

    for (const id of [1, 101, 102, 103]) {
      const doc = await payload.findByID({ collection: 'products', id, depth: 0, overrideAccess: true })
      await expect(payload.update({ collection: 'products', id, data: { packs: doc.packs }, overrideAccess: true })).resolves.toBeTruthy()
    }
    const shared = await payload.findByID({ collection: 'products', id: 105, depth: 0, overrideAccess: true })
    const refused = await payload.update({ collection: 'products', id: 105, data: { packs: shared.packs }, overrideAccess: true }).then(
      () => undefined,
      (error: { data?: { errors?: Array<{ path: string; message: string }> } }) => error.data?.errors,
    )
    expect(refused).toEqual([
      { path: 'packs.0.gtin', message: 'This GTIN is already used by Classic Salted Potato Chips (30 g).', label: expect.any(String) },
    ])
  })
  it('gives the pack sizes back when undone', async () => {
    const mine = migrations.find(({ name }) => MIGRATION.test(name))!
    // Payload types a migration's arguments loosely; its adapter hands it the query builder, Payload and a request.
    await mine.down({ db: (payload.db as unknown as { drizzle: unknown }).drizzle, payload, req: { payload } })
    const query = sql`SELECT _parent_id, _order, id, amount, unit FROM products_pack_sizes ORDER BY _parent_id, _order`
    const db = payload.db as unknown as { drizzle: { all?: (q: SQL) => Promise<Row[]>; execute?: (q: SQL) => Promise<{ rows: Row[] }> } }
    const rows = payload.db.name === 'postgres' ? (await db.drizzle.execute!(query)).rows : await db.drizzle.all!(query)
    const restored = rows.map((row) => ({ ...row, amount: Number(row.amount) }))
    const expected = [...sizes].sort((a, b) => Number(a._parent_id) - Number(b._parent_id) || Number(a._order) - Number(b._order))
    expect(restored).toEqual(expected.map(({ _parent_id, _order, id, amount, unit }) => ({ _parent_id, _order, id, amount, unit })))
  })
})
