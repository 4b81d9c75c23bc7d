import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { sliders } from '../../scripts/seed/content/sliders'
import { seed } from '../../scripts/seed/index'
import { upgradeSeedPictures, uploadPicture } from '../../scripts/seed/media'
import { pictureFileName } from '../../scripts/seed/pictures/catalog'
import { pictureSizes } from '../../src/lib/pictureSizes'
import { freshPayload } from './helpers/payload'

let payload: Payload

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

beforeAll(async () => {
  payload = await freshPayload()
  await seed(payload)
}, 600_000)

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
    const { docs } = await payload.find({ collection: 'media', where: { filename: { equals: filename } }, depth: 0, overrideAccess: true })
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
