import { type CollectionSlug, getPayload, type Migration, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { sliders } from '../../scripts/seed/content/sliders'
import { seed } from '../../scripts/seed/index'
import { upgradeSeedPictures, uploadPicture } from '../../scripts/seed/media'
import { pictureFileName } from '../../scripts/seed/pictures/catalog'
import { pictureSizes } from '../../src/lib/pictureSizes'
import type { Prepared } from '../../src/server/startup/prepare'
import { selectFreshDatabase } from './helpers/payload'

/**
 * What `npm start` prepares in a new database: migrations, the administrator and the demo
 * content, seeded once for the whole file (about a minute: every picture in every size).
 *
 * `npm start` serves at once when its quick look at the database finds nothing to do
 * (src/server/startup/databaseState.ts), and loads Payload to migrate, seed and add the
 * administrator otherwise. The look must say "ready" exactly when that work would change
 * nothing. SQLite here; PostgreSQL as well under `npm run test:postgres`.
 */
let state: typeof import('../../src/server/startup/databaseState')
let prepared: Prepared
let payload: Payload

const owner = { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'a long and private passphrase' }

const expected: Partial<Record<CollectionSlug, number>> = {
  categories: 3,
  'sub-categories': 6,
  products: 12,
  recipes: 6,
  news: 6,
  videos: 4,
  'health-care': 4,
  jobs: 3,
  sliders: 3,
}

async function counts() {
  const result: Record<string, number> = {}
  for (const collection of [...Object.keys(expected), 'media'] as CollectionSlug[]) {
    result[collection] = (await payload.count({ collection, overrideAccess: true })).totalDocs
  }
  return result
}

const arabicScript = /[\u0600-\u06FF]/

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

describe('before npm start has prepared it', () => {
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
})

describe('once npm start has prepared it', () => {
  beforeAll(async () => {
    const { prepareDatabase } = await import('../../src/server/startup/prepare')
    prepared = await prepareDatabase()
    // prepareDatabase closes its connection when done, as a start does: the tests read through one of their own.
    const { default: config } = await import('@payload-config')
    payload = await getPayload({ config, key: 'after-prepare' })
  }, 600_000)

  it('finds the database ready, and names the same administrator', async () => {
    expect(prepared).toMatchObject({ seeded: true, admin: { email: owner.ADMIN_EMAIL, created: true } })
    expect(await state.databaseState()).toEqual({ ready: true })
    const { adminEmail } = await import('../../src/server/startup/admin')
    expect(adminEmail()).toBe(prepared.admin.email)
  })

  it('finds it not ready when the administrator a start would create is missing', async () => {
    expect(await state.databaseState({ ...process.env, ADMIN_EMAIL: 'new-owner@example.com' })).toMatchObject({ ready: false })
    // Without ADMIN_EMAIL a start leaves the accounts there are alone.
    expect(await state.databaseState({ ...process.env, ADMIN_EMAIL: '' })).toEqual({ ready: true })
  })

  it('finds it not ready with the demo pictures of an earlier seed (which prepare redraws: below)', async () => {
    const { sliders: stories } = await import('../../scripts/seed/content/stories')
    const picture = stories[0].picture
    const [older, current] = [`${picture.key}.jpg`, pictureFileName(picture)]
    await runSql(`UPDATE media SET filename = '${older}' WHERE filename = '${current}'`)
    expect(await state.databaseState()).toEqual({ ready: false, reason: 'demo pictures from an earlier seed' })
    await runSql(`UPDATE media SET filename = '${current}' WHERE filename = '${older}'`)
    expect(await state.databaseState()).toEqual({ ready: true })
  })
  describe('demo content', () => {
    it('has the promised amount of everything, all published', async () => {
      const found = await counts()
      for (const [collection, count] of Object.entries(expected)) {
        expect(found[collection], collection).toBe(count)
        const published = await payload.count({ collection: collection as CollectionSlug, where: { _status: { equals: 'published' } } })
        expect(published.totalDocs, `${collection} published`).toBe(count)
      }
      expect(found.media).toBeGreaterThan(20)
    })

    it('is written in Arabic and Kurdish, not copied from English', async () => {
      for (const collection of Object.keys(expected) as CollectionSlug[]) {
        const all = await payload.find({ collection, locale: 'all', limit: 100, depth: 0, overrideAccess: true })
        for (const doc of all.docs as unknown as Array<{ slug: string; title: Record<string, string> }>) {
          const { en, ar, ckb } = doc.title
          expect(en, `${collection}/${doc.slug} en`).toMatch(/[A-Za-z]/)
          expect(ar, `${collection}/${doc.slug} ar`).toMatch(arabicScript)
          expect(ckb, `${collection}/${doc.slug} ckb`).toMatch(arabicScript)
          expect(ckb, `${collection}/${doc.slug} ckb differs from ar`).not.toBe(ar)
        }
      }
      // Sorani has letters Arabic does not: the Kurdish texts use them.
      const kurdish = await payload.find({ collection: 'products', locale: 'ckb', limit: 100, depth: 0, overrideAccess: true })
      expect(kurdish.docs.map((doc) => doc.title).join(' ')).toMatch(/[ەێۆڕڵڤ]/)
    })

    it('gives every product a valid EAN-13, a photo, a category and a matching sub category', async () => {
      const { docs } = await payload.find({ collection: 'products', limit: 100, depth: 1, overrideAccess: true })
      const { isValidGtin } = await import('@/lib/gtin')
      for (const product of docs) {
        expect(product.barcode, product.slug).toMatch(/^\d{13}$/)
        expect(isValidGtin(product.barcode!), product.slug).toBe(true)
        expect(product.images?.length, product.slug).toBeGreaterThan(0)
        const category = product.category as { id: number }
        const sub = product.subCategory as { category: number | { id: number } }
        expect(typeof sub.category === 'object' ? sub.category.id : sub.category).toBe(category.id)
      }
      const categoriesUsed = new Set(docs.map((product) => (product.category as { id: number }).id))
      expect(categoriesUsed.size).toBe(3)
    })

    it('fills the pages and settings: Erbil office on Kirkuk Road, founded 1944, red footer', async () => {
      const contact = await payload.findGlobal({ slug: 'contact-us', locale: 'en' })
      expect(contact.address).toMatch(/Kirkuk Road/)
      expect(contact.address).toMatch(/Erbil/)
      expect(contact.map?.latitude).toBeCloseTo(36.17, 1)
      const settings = await payload.findGlobal({ slug: 'site-settings', locale: 'en' })
      expect(settings.foundingYear).toBe(1944)
      expect(settings.footerBackgroundColor).toBe('#C62828')
      expect(settings.footerTextColor).toBe('#FFFFFF')
      expect(settings.footerText).toBeTruthy()
      expect(Object.values(settings.socialLinks ?? {}).filter(Boolean)).toHaveLength(4)
      const about = await payload.findGlobal({ slug: 'about-us', locale: 'ckb' })
      expect(about.title).toMatch(arabicScript)
      for (const slug of ['category-settings', 'recipe-settings', 'health-care-settings'] as const) {
        expect((await payload.findGlobal({ slug, locale: 'ar' })).heading, slug).toMatch(arabicScript)
      }
    })

    it('uploads every picture in every size the pages show, as WebP', async () => {
      const { docs } = await payload.find({ collection: 'media', limit: 500, depth: 0, overrideAccess: true })
      for (const media of docs) {
        for (const { name, width, height } of pictureSizes) {
          expect(media.sizes?.[name], `${media.filename} ${name}`).toMatchObject({ width, height, mimeType: 'image/webp' })
        }
      }
    })

    it('makes a size that a picture from an earlier seed lacks, keeping its file name', async () => {
      const picture = sliders[0].picture
      const filename = pictureFileName(picture)
      const { docs } = await payload.find({
        collection: 'media',
        where: { filename: { equals: filename } },
        depth: 0,
        overrideAccess: true,
      })
      const [before] = docs
      // As if uploaded before the media collection had its `large` size.
      const none = { url: null, width: null, height: null, mimeType: null, filesize: null, filename: null }
      await payload.db.updateOne({ collection: 'media', id: before.id, data: { sizes: { ...before.sizes, large: none } } })
      expect((await payload.findByID({ collection: 'media', id: before.id, depth: 0 })).sizes?.large?.filename).toBeFalsy()

      expect(await uploadPicture(payload, picture, 'slide')).toBe(before.id)
      const after = await payload.findByID({ collection: 'media', id: before.id, depth: 0 })
      expect(after.filename).toBe(filename)
      expect(after.sizes?.large).toMatchObject({ width: 1600, height: 1200, mimeType: 'image/webp' })
      expect(after.sizes?.hero?.filename).toBe(before.sizes?.hero?.filename)
    }, 60_000)

    it('on a later start, makes the sizes added since for the demo pictures, and only for those lacking one', async () => {
      const picture = sliders[2].picture
      const { docs } = await payload.find({ collection: 'media', where: { filename: { equals: pictureFileName(picture) } }, depth: 0 })
      const [before] = docs
      // As if uploaded before the media collection had its `heroPhone` size.
      const none = { url: null, width: null, height: null, mimeType: null, filesize: null, filename: null }
      await payload.db.updateOne({ collection: 'media', id: before.id, data: { sizes: { ...before.sizes, heroPhone: none } } })

      expect(await upgradeSeedPictures(payload)).toBe(1)
      const after = await payload.findByID({ collection: 'media', id: before.id, depth: 0 })
      expect(after.filename).toBe(before.filename)
      expect(after.sizes?.heroPhone).toMatchObject({ width: 720, height: 300, mimeType: 'image/webp' })
      expect(await upgradeSeedPictures(payload)).toBe(0)
    }, 120_000)

    it('redraws a picture of an earlier seed in place, under its new name, with its alt texts', async () => {
      const picture = sliders[1].picture
      const { docs } = await payload.find({ collection: 'media', where: { filename: { equals: pictureFileName(picture) } }, depth: 0 })
      const [current] = docs
      // As if seeded by the drawings before versioned names, with an alt text since changed.
      await payload.db.updateOne({ collection: 'media', id: current.id, data: { filename: `${picture.key}.jpg` } })
      await payload.update({ collection: 'media', id: current.id, locale: 'ar', data: { alt: 'old' }, overrideAccess: true })

      expect(await upgradeSeedPictures(payload)).toBe(1)
      const after = await payload.findByID({ collection: 'media', id: current.id, locale: 'ar', depth: 0 })
      expect(after.filename).toBe(pictureFileName(picture))
      expect(after.alt).toBe(picture.alt.ar)
      expect(after.sizes?.large).toMatchObject({ width: 1600, height: 1200, mimeType: 'image/webp' })
      expect(await upgradeSeedPictures(payload)).toBe(0)
    }, 120_000)

    it('creates nothing new when run again', async () => {
      const before = await counts()
      await seed(payload)
      expect(await counts()).toEqual(before)
    }, 600_000)
  })

  // Last: these take away what the tests above read.
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
})
