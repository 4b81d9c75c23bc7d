import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createCategory, createImage } from './helpers/fixtures'
import { createDoc, freshPayload, updateDoc, updateGlobalDoc } from './helpers/payload'

let payload: Payload
let categoryId: number

beforeAll(async () => {
  payload = await freshPayload()
  categoryId = (await createCategory(payload)).id
})

type FieldError = { path: string; message: string }

/** Expects a 400 with a message on the named field, and that nothing was stored. */
async function expectRejected(collection: CollectionSlug, data: Record<string, unknown>, path: string, message: RegExp) {
  const before = await payload.count({ collection, overrideAccess: true })
  const error = await createDoc(payload, { collection, data, overrideAccess: true }).then(
    () => undefined,
    (err: { status?: number; data?: { errors?: FieldError[] } }) => err,
  )
  expect(error, 'the write should have been refused').toBeDefined()
  expect(error?.status).toBe(400)
  const fieldError = error?.data?.errors?.find((e) => e.path === path)
  expect(fieldError?.message).toMatch(message)
  expect((await payload.count({ collection, overrideAccess: true })).totalDocs).toBe(before.totalDocs)
}

const product = (fields: Record<string, unknown>) => ({ title: 'Test product', category: categoryId, _status: 'published', ...fields })

describe('barcode', () => {
  it.each([
    ['6260000000011', 'the last digit should be 9'],
    ['96385075', 'the last digit should be 4'],
    ['036000291453', 'the last digit should be 2'],
    ['10614141000419', 'the last digit should be 5'],
  ])('refuses GTIN %s with a wrong check digit and says the expected digit', async (code, message) => {
    await expectRejected('products', product({ barcode: code }), 'barcode', new RegExp(message))
  })

  it.each([
    ['EAN-13', '6260000000019'],
    ['EAN-8', '96385074'],
    ['UPC-A', '036000291452'],
    ['GTIN-14', '10614141000415'],
    ['Code 128', 'HF-CHIPS-001'],
  ])('accepts a %s code', async (_kind, code) => {
    const created = await createDoc(payload, {
      collection: 'products',
      data: product({ barcode: code, title: `Product ${code}` }),
      overrideAccess: true,
    })
    expect(created.barcode).toBe(code)
  })

  it('stores a pasted code without its spaces', async () => {
    const created = await createDoc(payload, {
      collection: 'products',
      // Not the EAN-13 above: a GTIN names one pack across all products.
      data: product({ barcode: '400 6381 33393 1', title: 'Spaced' }),
      overrideAccess: true,
    })
    expect(created.barcode).toBe('4006381333931')
  })

  it('refuses a short numeric code and non-printable text', async () => {
    await expectRejected('products', product({ barcode: '12345' }), 'barcode', /8, 12, 13 or 14 digits/)
    await expectRejected('products', product({ barcode: 'شیپس' }), 'barcode', /Latin letters, digits/)
  })
})

describe('colours', () => {
  it('refuses anything but #RRGGBB', async () => {
    await expectRejected(
      'categories',
      { title: 'Bad colour', backgroundColor: 'red', textColor: '#FFFFFF' },
      'backgroundColor',
      /six hex digits/,
    )
    await expectRejected(
      'categories',
      { title: 'Bad colour', backgroundColor: '#FFF', textColor: '#FFFFFF' },
      'backgroundColor',
      /six hex digits/,
    )
    await expectRejected(
      'categories',
      { title: 'Bad colour', backgroundColor: '#C62828', textColor: '#GGGGGG' },
      'textColor',
      /six hex digits/,
    )
  })

  it('accepts a colour code and stores it in capitals', async () => {
    const created = await createDoc(payload, {
      collection: 'categories',
      data: { title: 'Good colour', backgroundColor: '#ffaa00', textColor: '#2b1d16' },
      overrideAccess: true,
    })
    expect(created.backgroundColor).toBe('#FFAA00')
    expect(created.textColor).toBe('#2B1D16')
  })
})

describe('video address', () => {
  it.each(['https://example.com/movie', 'javascript:alert(1)', 'https://www.youtube.com/watch?v=short', 'not a url'])(
    'refuses %s',
    async (videoUrl) => {
      await expectRejected('videos', { title: 'Bad video', videoUrl }, 'videoUrl', /YouTube or Vimeo/)
    },
  )

  it('refuses a video with neither a link nor a file', async () => {
    await expectRejected('videos', { title: 'No video' }, 'videoUrl', /Add a YouTube or Vimeo link, or upload an MP4/)
  })

  it.each(['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871'])(
    'accepts %s',
    async (videoUrl) => {
      const created = await createDoc(payload, {
        collection: 'videos',
        data: { title: `Video ${videoUrl}`, videoUrl },
        overrideAccess: true,
      })
      expect(created.videoUrl).toBe(videoUrl)
    },
  )

  it('refuses a picture where the MP4 file belongs', async () => {
    await expectRejected('videos', { title: 'Picture as video', videoFile: await createImage(payload) }, 'videoFile', /must be an MP4/)
  })
})

describe('titles', () => {
  it('requires the English title', async () => {
    await expectRejected('news', { title: '   ' }, 'title', /required in English/)
    await expectRejected('news', {}, 'title', /required in English/)
  })

  it('refuses creating a document in Arabic before it has an English title', async () => {
    const error = await createDoc(payload, { collection: 'news', locale: 'ar', data: { title: 'خبر' }, overrideAccess: true }).then(
      () => undefined,
      (err: { status?: number; data?: { errors?: FieldError[] } }) => err,
    )
    expect(error?.status).toBe(400)
    expect(error?.data?.errors?.[0]?.message).toMatch(/English title first/)
  })

  it('accepts an English title', async () => {
    const created = await createDoc(payload, { collection: 'news', data: { title: 'Good news' }, overrideAccess: true })
    expect(created.title).toBe('Good news')
  })
})

describe('slugs', () => {
  it('are generated from the English title', async () => {
    const created = await createDoc(payload, { collection: 'recipes', data: { title: 'Crispy Chips & Dip!' }, overrideAccess: true })
    expect(created.slug).toBe('crispy-chips-and-dip')
  })

  it('are cleaned when given on create and refused when an edit makes them unsafe', async () => {
    const created = await createDoc(payload, {
      collection: 'recipes',
      data: { title: 'Unsafe', slug: 'Not Safe/../x' },
      overrideAccess: true,
    })
    expect(created.slug).toBe('not-safe-x')
    const error = await updateDoc(payload, {
      collection: 'recipes',
      id: created.id,
      data: { slug: 'Not Safe/../x' },
      overrideAccess: true,
    }).then(
      () => undefined,
      (err: { status?: number; data?: { errors?: FieldError[] } }) => err,
    )
    expect(error?.status).toBe(400)
    expect(error?.data?.errors?.find((e) => e.path === 'slug')?.message).toMatch(/lower-case Latin letters/)
    expect((await payload.findByID({ collection: 'recipes', id: created.id, overrideAccess: true })).slug).toBe('not-safe-x')
  })

  it('cannot be made from a title without Latin letters: the save is refused, nothing stored', async () => {
    await expectRejected('recipes', { title: '!!! ???' }, 'slug', /slug is required/)
  })

  it('must be unique', async () => {
    await createDoc(payload, { collection: 'jobs', data: { title: 'Driver', slug: 'driver' }, overrideAccess: true })
    await expectRejected('jobs', { title: 'Driver two', slug: 'driver' }, 'slug', /unique/i)
  })
})

describe('map coordinates', () => {
  it('refuses latitude outside -90..90 and longitude outside -180..180', async () => {
    for (const [map, path, message] of [
      [{ latitude: 91, longitude: 44 }, 'map.latitude', /-90 to 90/],
      [{ latitude: 36.19, longitude: -181 }, 'map.longitude', /-180 to 180/],
    ] as const) {
      const error = await updateGlobalDoc(payload, { slug: 'contact-us', data: { map }, overrideAccess: true }).then(
        () => undefined,
        (err: { status?: number; data?: { errors?: FieldError[] } }) => err,
      )
      expect(error?.status).toBe(400)
      expect(error?.data?.errors?.find((e) => e.path === path)?.message).toMatch(message)
    }
    const stored = await payload.findGlobal({ slug: 'contact-us', overrideAccess: true })
    expect(stored.map?.latitude ?? null).toBeNull()
  })

  it('accepts the Erbil office', async () => {
    const saved = await updateGlobalDoc(payload, {
      slug: 'contact-us',
      data: { map: { latitude: 36.1747, longitude: 44.0087 } },
      overrideAccess: true,
    })
    expect(saved.map?.latitude).toBe(36.1747)
  })
})

describe('sub category', () => {
  it('must belong to the product category', async () => {
    const other = await createCategory(payload, 'Biscuits')
    const sub = await createDoc(payload, {
      collection: 'sub-categories',
      data: { title: 'Wafers', category: other.id, _status: 'published' },
      overrideAccess: true,
    })
    await expectRejected('products', product({ subCategory: sub.id }), 'subCategory', /belongs to another category/)
  })
})

describe('uploads', () => {
  it('refuses a file whose bytes are not an allowed type', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>')
    const before = await payload.count({ collection: 'media', overrideAccess: true })
    const error = await createDoc(payload, {
      collection: 'media',
      data: { alt: 'Sneaky' },
      file: { data: html, mimetype: 'image/png', name: 'sneaky.png', size: html.length },
      overrideAccess: true,
    }).then(
      () => undefined,
      (err: { status?: number; message?: string }) => err,
    )
    expect(error?.status).toBe(415)
    expect(error?.message).toBe('This file cannot be used. Upload a JPEG, PNG, WebP or AVIF picture or an MP4 video.')
    expect((await payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })

  it('makes thumbnail, card and hero sizes in WebP, even for a small picture', async () => {
    const id = await createImage(payload)
    const media = await payload.findByID({ collection: 'media', id, overrideAccess: true })
    for (const size of ['thumbnail', 'card', 'hero'] as const) {
      expect(media.sizes?.[size]?.mimeType, size).toBe('image/webp')
    }
  })
})

describe('packs: net quantity', () => {
  it.each([
    ['zero', 0],
    ['a negative amount', -30],
    ['an absurd amount', 1_000_000],
  ])('refuses %s and says what to write', async (_case, amount) => {
    await expectRejected('products', product({ packs: [{ amount, unit: 'g' }] }), 'packs.0.amount', /number above 0/)
  })

  it('refuses a unit that is not offered', async () => {
    await expectRejected('products', product({ packs: [{ amount: 30, unit: 'stone' }] }), 'packs.0.unit', /./)
  })

  it('refuses a pack with neither an amount nor a code', async () => {
    await expectRejected('products', product({ packs: [{ unit: 'g' }] }), 'packs.0.amount', /amount of this pack/)
  })

  it('keeps the sizes in the order given, with their units', async () => {
    const created = await createDoc(payload, {
      collection: 'products',
      data: product({
        title: 'Product in three sizes',
        packs: [
          { amount: 30, unit: 'g' },
          { amount: 0.5, unit: 'kg' },
          { amount: 250, unit: 'ml' },
        ],
      }),
      overrideAccess: true,
    })
    expect(created.packs?.map(({ amount, unit }) => [amount, unit])).toEqual([
      [30, 'g'],
      [0.5, 'kg'],
      [250, 'ml'],
    ])
  })
})
