import type { Payload, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Locale } from '@/i18n/locales'
import { productByGtinWhere, productListWhere, recipesUsingProductWhere } from '@/lib/productFilters'
import { type SynonymGroups, synonymGroups } from '@/lib/searchSynonyms'

import { createCategory, text } from './helpers/fixtures'
import { createDoc, freshPayload, updateDoc } from './helpers/payload'

let payload: Payload
let chipsId: number
let categoryId: number
let subCategoryId: number

/** Titles of the products a visitor finds with this search on a page in this language. */
async function search(locale: Locale, q: string, filters: { category?: number; subCategory?: number; synonyms?: SynonymGroups } = {}) {
  const found = await payload.find({
    collection: 'products',
    locale,
    where: productListWhere({ q, ...filters }),
    depth: 0,
    overrideAccess: false,
  })
  return found.docs.map((doc) => doc.id)
}

async function createProduct(titles: Record<Locale, string>, data: Record<string, unknown> = {}) {
  const created = await createDoc(payload, {
    collection: 'products',
    locale: 'en',
    data: { title: titles.en, description: text('Tasty.'), category: categoryId, _status: 'published', ...data },
    overrideAccess: true,
  })
  for (const locale of ['ar', 'ckb'] as const) {
    await updateDoc(payload, { collection: 'products', id: created.id, locale, data: { title: titles[locale] }, overrideAccess: true })
  }
  return created.id
}

beforeAll(async () => {
  payload = await freshPayload()
  categoryId = (await createCategory(payload, 'Chips and crisps')).id
  const otherCategory = (await createCategory(payload, 'Biscuits')).id
  subCategoryId = (
    await createDoc(payload, {
      collection: 'sub-categories',
      data: { title: 'Potato chips', category: categoryId, _status: 'published' },
      overrideAccess: true,
    })
  ).id
  chipsId = await createProduct(
    { en: 'Classic Salted Potato Chips', ar: 'رقائق البطاطس المملّحة الكلاسيكية', ckb: 'چیپسی پەتاتەی خوێداری کلاسیکی' },
    { barcode: '6261001000015', subCategory: subCategoryId },
  )
  await createProduct(
    { en: 'Date-Filled Biscuits', ar: 'بسكويت محشو بالتمر', ckb: 'بسکویتی پڕکراو بە خورما' },
    { barcode: '6261001000213', category: otherCategory },
  )
})

describe('product search', () => {
  it('finds a product by a word of the same group of synonyms, in any language', async () => {
    const synonyms = synonymGroups(['بطاطا، بطاطس', 'crisps, chips'])
    expect(await search('ar', 'رقائق البطاطا')).toEqual([])
    expect(await search('ar', 'رقائق البطاطا', { synonyms })).toEqual([chipsId])
    expect(await search('en', 'salted crisps')).toEqual([])
    expect(await search('en', 'salted crisps', { synonyms })).toEqual([chipsId])
    // Every word of the query must still match: a synonym does not widen the others.
    expect(await search('en', 'salted crisps dates', { synonyms })).toEqual([])
  })

  it('keeps the titles of all three languages and the barcode in searchText', async () => {
    const product = await payload.findByID({ collection: 'products', id: chipsId, overrideAccess: true })
    expect(product.searchText).toContain('classic salted potato chips')
    expect(product.searchText).toContain('رقایق البطاطس المملحه الکلاسیکیه')
    expect(product.searchText).toContain('چیپسی پهتاتهی خوێداری کلاسیکی')
    expect(product.searchText).toContain('6261001000015')
  })

  it('finds a Kurdish title typed with Arabic kaf and yeh', async () => {
    expect(await search('ckb', 'چيپسي پەتاتەي خوێداري كلاسيكي')).toEqual([chipsId])
    // Heh for Kurdish ae, and the words in another order.
    expect(await search('ckb', 'كلاسيكي پهتاته')).toEqual([chipsId])
  })

  it('finds an Arabic title written with vowel marks, another alef or teh marbuta as heh', async () => {
    expect(await search('ar', 'رَقائِق البَطاطِس')).toEqual([chipsId])
    expect(await search('ar', 'الكلاسيكيه')).toEqual([chipsId])
    expect(await search('ar', 'بسكويت محشو بالتمر')).toHaveLength(1)
    expect(await search('ar', 'أغذية')).toEqual([])
  })

  it('finds a product by a title in another language than the page', async () => {
    expect(await search('ar', 'potato chips')).toEqual([chipsId])
    expect(await search('en', 'چیپسی پەتاتە')).toEqual([chipsId])
    expect(await search('ckb', 'POTATO')).toEqual([chipsId])
  })

  it('finds a product by its barcode, in Latin or Arabic-Indic digits', async () => {
    expect(await search('en', '6261001000015')).toEqual([chipsId])
    expect(await search('ar', '٦٢٦١٠٠١٠٠٠٠١٥')).toEqual([chipsId])
  })

  it('finds a product by part of its barcode, as printed under the bars or padded to 14 digits', async () => {
    expect(await search('en', '6261')).toHaveLength(2)
    expect(await search('ar', '1000015')).toEqual([chipsId])
    expect(await search('ckb', '۱۰۰۰۲۱۳')).toHaveLength(1)
    // A code read off a carton (GTIN-14) and the digits grouped as under the bars.
    expect(await search('en', '06261001000015')).toEqual([chipsId])
    expect(await search('en', '0 626100 100001')).toEqual([chipsId])
    expect(await search('en', '6 261001 000015')).toEqual([chipsId])
    expect(await search('en', '6262')).toEqual([])
  })

  it('finds an Arabic title typed with yeh for yeh with hamza', async () => {
    expect(await search('ar', 'رقايق')).toEqual([chipsId])
    expect(await search('ar', 'رقايق البطاطس')).toEqual([chipsId])
    expect(await search('en', 'رقائق')).toEqual([chipsId])
  })

  it('narrows by category and sub category, alone or with a search', async () => {
    expect(await search('en', '', { category: categoryId })).toEqual([chipsId])
    expect(await search('en', '', { subCategory: subCategoryId })).toEqual([chipsId])
    expect(await search('en', 'biscuits', { category: categoryId })).toEqual([])
    expect(await search('en', '')).toHaveLength(2)
  })

  it('keeps the other languages when one title changes, and follows the change', async () => {
    await updateDoc(payload, {
      collection: 'products',
      id: chipsId,
      locale: 'ar',
      data: { title: 'شيبس البطاطس المملّح' },
      overrideAccess: true,
    })
    expect(await search('ar', 'شيبس')).toEqual([chipsId])
    expect(await search('ar', 'رقائق')).toEqual([])
    expect(await search('ar', 'classic')).toEqual([chipsId])
    expect(await search('ar', 'پەتاتە')).toEqual([chipsId])
    // A save that does not send the title keeps every title.
    await updateDoc(payload, { collection: 'products', id: chipsId, data: { order: 5 }, overrideAccess: true })
    expect(await search('en', 'شيبس classic چیپسی')).toEqual([chipsId])
  })

  it('does not find drafts', async () => {
    await createDoc(payload, {
      collection: 'products',
      data: { title: 'Secret Recipe Crisps', category: categoryId, _status: 'draft' },
      draft: true,
      overrideAccess: true,
    })
    expect(await search('en', 'secret')).toEqual([])
  })
})

describe('product look-ups', () => {
  const find = async (where: Where, collection: 'products' | 'recipes' = 'products') =>
    (await payload.find({ collection, where, depth: 0, overrideAccess: false })).docs.map((doc) => doc.id)

  it('finds a product by its GTIN, short or padded to 14 digits', async () => {
    expect(await find(productByGtinWhere('6261001000015'))).toEqual([chipsId])
    expect(await find(productByGtinWhere('06261001000015'))).toEqual([chipsId])
    expect(await find(productByGtinWhere('00000096385074'))).toEqual([])
  })

  it('finds the recipes that use a product', async () => {
    const recipe = await createDoc(payload, {
      collection: 'recipes',
      data: { title: 'Chip-crusted chicken', products: [chipsId], _status: 'published' },
      overrideAccess: true,
    })
    await createDoc(payload, { collection: 'recipes', data: { title: 'Plain rice', _status: 'published' }, overrideAccess: true })
    expect(await find(recipesUsingProductWhere(chipsId), 'recipes')).toEqual([recipe.id])
  })
})

describe('the migration that adds searchText', () => {
  it('fills it for products stored before it existed', async () => {
    // The migration of the adapter in use (`npm run test:postgres` runs this file on PostgreSQL).
    type Migration = { up: (args: never) => Promise<void>; down: (args: never) => Promise<void> }
    const [migration, searchIndex]: Migration[] =
      payload.db.name === 'postgres'
        ? await Promise.all([
            import('@/migrations/postgres/20261121_121359_product_search_text'),
            import('@/migrations/postgres/20261124_012720_product_search_index'),
          ])
        : await Promise.all([
            import('@/migrations/sqlite/20261121_121410_product_search_text'),
            import('@/migrations/sqlite/20261124_012714_product_search_index'),
          ])
    // The migration needs only the database handle; Payload's runner passes a full request too.
    const args = { db: (payload.db as unknown as { drizzle: unknown }).drizzle, payload, req: {} } as never
    // The later index reads the column, so it goes first and comes back last.
    await searchIndex.down(args)
    await migration.down(args)
    await migration.up(args)
    await searchIndex.up(args)
    expect(await search('ckb', 'چيپسي پەتاتەي')).toEqual([chipsId])
    expect(await search('en', 'date biscuits')).toHaveLength(1)
  })
})

describe('the migration that folds hamza in searchText', () => {
  it('lets a product saved before it be found by yeh for yeh with hamza, and its down undoes it', async () => {
    type Migration = { up: (args: never) => Promise<void>; down: (args: never) => Promise<void> }
    const hamza: Migration =
      payload.db.name === 'postgres'
        ? await import('@/migrations/postgres/20261202_010000_search_text_hamza')
        : await import('@/migrations/sqlite/20261202_010000_search_text_hamza')
    const args = { db: (payload.db as unknown as { drizzle: unknown }).drizzle, payload, req: {} } as never
    const cornId = await createProduct({ en: 'Corn Crisps', ar: 'رقائق الذرة', ckb: 'چیپسی گەنمەشامی' }, { barcode: '6261001000312' })
    expect(await search('ar', 'رقايق الذره')).toEqual([cornId])
    // The search text as the earlier rule wrote it, which kept ئ apart from ي.
    await hamza.down(args)
    expect(await search('ar', 'رقايق الذره')).toEqual([])
    await hamza.up(args)
    expect(await search('ar', 'رقايق الذره')).toEqual([cornId])
    expect(await search('ar', 'رقائق')).toContain(cornId)
  })
})

describe('reading translated fields', () => {
  it('finds a document’s translations through an index that starts with its id, in every table of them', async () => {
    // Without one, each product a search matched scanned the whole products_locales table.
    const db = payload.db as unknown as {
      name: string
      drizzle: unknown
      execute: (args: { drizzle: unknown; raw: string }) => Promise<{ rows: Array<{ tbl: string; def: string }> }>
    }
    const raw =
      db.name === 'postgres'
        ? `select tablename as tbl, indexdef as def from pg_indexes where tablename like '%\\_locales' escape '\\'`
        : `select tbl_name as tbl, sql as def from sqlite_master where type = 'index' and tbl_name like '%\\_locales' escape '\\'`
    const { rows } = await db.execute({ drizzle: db.drizzle, raw })
    const tables = new Set(rows.map((row) => row.tbl))
    expect(tables).toContain('products_locales')
    for (const table of tables) {
      const byParent = rows.filter((row) => row.tbl === table && /\(\s*["`]?_parent_id["`]?\s*\)/.test(row.def))
      expect(byParent, table).toHaveLength(1)
    }
  })
})

describe('searching without reading the whole table', () => {
  type Raw = {
    name: string
    drizzle: unknown
    execute: (args: { drizzle: unknown; raw: string }) => Promise<{ rows: Array<Record<string, string>> }>
  }
  const db = () => payload.db as unknown as Raw

  it('has an index holding everything a search, its count and its order read', async () => {
    const raw =
      db().name === 'postgres'
        ? `select indexdef as def from pg_indexes where indexname = 'products_search_idx'`
        : `select sql as def from sqlite_master where type = 'index' and name = 'products_search_idx'`
    const { rows } = await db().execute({ drizzle: db().drizzle, raw })
    expect(rows).toHaveLength(1)
    expect(rows[0].def.replace(/["`]/g, '')).toMatch(/\(_status,\s*order,\s*created_at,\s*search_text\)/)
  })

  it('reads that index, not the table, for a search (SQLite)', async () => {
    if (db().name === 'postgres') return // PostgreSQL picks its plan by table statistics
    const where = `search_text like '%chips%' and _status = 'published'`
    for (const query of [
      `select count(*) from products where ${where}`,
      `select id from products where ${where} order by "order" limit 9`,
    ]) {
      const { rows } = await db().execute({ drizzle: db().drizzle, raw: `explain query plan ${query}` })
      expect(rows.map((row) => row.detail).join('\n')).toContain('COVERING INDEX products_search_idx')
    }
  })
})
