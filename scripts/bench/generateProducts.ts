/**
 * Adds generated products to the benchmark's temporary database, never to data/:
 * `node --conditions=production --import tsx scripts/bench/generateProducts.ts <from> <to>`
 * with DATA_DIR set makes products number from to to-1 (scripts/bench/products.ts runs
 * two at once on a seeded database, while the app is stopped).
 *
 * Each product is made the way an editor makes one, through the Local API with its
 * hooks (search text, versions): created in English, then given its Arabic and Kurdish
 * titles. Prints one JSON line: how many, and how long it took.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { GENERATED_SLUG_PREFIX, generatedTitle } from './catalogue'

const [from, to] = process.argv.slice(2, 4).map(Number)
if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < from) {
  throw new Error(`Usage: generateProducts.ts <from> <to>, not ${process.argv.slice(2).join(' ')}`)
}
if (!process.env.DATA_DIR) throw new Error('DATA_DIR must point at the benchmark’s temporary data folder.')

/** Categories, sub categories and photos of the demo catalogue, to give generated products. */
async function demoRelations(payload: Payload) {
  const products = await payload.find({ collection: 'products', limit: 100, depth: 0, overrideAccess: true })
  const related = products.docs.flatMap((product) => {
    const category = typeof product.category === 'object' ? product.category.id : product.category
    const subCategory = typeof product.subCategory === 'object' ? product.subCategory?.id : product.subCategory
    const images = (product.images ?? []).map((image) => (typeof image === 'object' ? image.id : image))
    return category == null ? [] : [{ category, subCategory: subCategory ?? undefined, images: images.slice(0, 1) }]
  })
  if (related.length === 0) throw new Error('The database has no demo products: generated products copy their categories.')
  return related
}

const payload = await getPayload({ config })
const started = performance.now()
try {
  // This throwaway database need not survive a crash or a power cut, and fills many times
  // faster without waiting for the disk. Without transactions too: the site's SQLite takes
  // them one at a time within its one process (src/server/database/sqliteTransactions.ts), but two
  // generating processes would wait for each other in SQLite's busy wait, which is not fair,
  // and one could miss its turn past the timeout.
  const sqlite = (payload.db as unknown as { client?: { execute(sql: string): Promise<unknown> } }).client
  if (payload.db.name === 'sqlite' && sqlite) {
    await sqlite.execute('PRAGMA synchronous = OFF')
    payload.db.beginTransaction = () => Promise.resolve(null)
  }
  const relations = await demoRelations(payload)
  for (let index = from; index < to; index++) {
    const title = generatedTitle(index)
    const created = await payload.create({
      collection: 'products',
      locale: 'en',
      data: {
        ...relations[index % relations.length],
        title: title.en,
        slug: `${GENERATED_SLUG_PREFIX}${index}`,
        // After the demo catalogue in lists, so its pages look as they do without them.
        order: 1000 + index,
        _status: 'published',
      },
      overrideAccess: true,
      depth: 0,
    })
    for (const locale of ['ar', 'ckb'] as const) {
      await payload.update({
        collection: 'products',
        id: created.id,
        locale,
        data: { title: title[locale], _status: 'published' },
        overrideAccess: true,
        depth: 0,
      })
    }
  }
  console.log(JSON.stringify({ generated: to - from, seconds: (performance.now() - started) / 1000 }))
} finally {
  await payload.db.destroy?.()
}
process.exit(0)
