import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Product } from '@/payload-types'

import { createCategory } from './helpers/fixtures'
import { createAdmin } from './helpers/payload'
import { bearer, fieldErrors, freshPayloadForRoutes, rest } from './helpers/rest'

/**
 * Packs as trade items, through the REST API as the admin and importers' tools use it: a GTIN
 * names one pack or case across all products, the product's barcode follows its main pack,
 * and bad trade data is refused with a 400 at its field, with nothing stored.
 */
let payload: Payload
let admin: Record<string, string>
let category: number

beforeAll(async () => {
  payload = await freshPayloadForRoutes()
  const account = await createAdmin(payload, 'packs-admin@example.com')
  admin = await bearer(payload, account.email, 'correct horse battery staple')
  category = (await createCategory(payload, 'Pack crisps')).id
})

type Pack = Partial<NonNullable<Product['packs']>[number]>
/** A pack as a client may send it: wrong values included, which the server has to refuse. */
type SentPack = Omit<Pack, 'palletType' | 'countryOfOrigin'> & { palletType?: string; countryOfOrigin?: string }

const chips: Pack[] = [
  { amount: 75, unit: 'g', gtin: '6261001000015', caseGtin: '16261001000012' },
  { amount: 150, unit: 'g', gtin: '6261001001012' },
]

async function post(title: string, fields: Record<string, unknown>): Promise<Response> {
  return rest('POST', '/api/products', { headers: admin, json: { title, category, _status: 'published', ...fields } })
}

async function created(title: string, fields: Record<string, unknown>): Promise<Product> {
  const response = await post(title, fields)
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201)
  return ((await response.json()) as { doc: Product }).doc
}

const stored = async (title: string) =>
  (await payload.count({ collection: 'products', where: { title: { equals: title } }, overrideAccess: true })).totalDocs

/** Expects a 400 whose message at `path` matches, and no product of this title stored. */
async function expectRefused(title: string, fields: Record<string, unknown>, path: string, message: RegExp | string) {
  const response = await post(title, fields)
  expect(response.status).toBe(400)
  const errors = await fieldErrors(response)
  expect(errors.find((error) => error.path === path)?.message, JSON.stringify(errors)).toMatch(message)
  expect(await stored(title)).toBe(0)
}

describe('a GTIN names one pack', () => {
  beforeAll(async () => {
    await created('Classic Salted Potato Chips', { packs: chips })
  })

  it('is refused on another product, naming the product and pack that has it', async () => {
    await expectRefused(
      'Copied chips',
      { packs: [{ amount: 30, unit: 'g', gtin: '6261001000015' }] },
      'packs.0.gtin',
      'This GTIN is already used by Classic Salted Potato Chips (75 g).',
    )
  })

  it('is the same GTIN written short or padded to 14 digits', async () => {
    await expectRefused(
      'Padded chips',
      { packs: [{ amount: 30, unit: 'g', gtin: '06261001001012' }] },
      'packs.0.gtin',
      'This GTIN is already used by Classic Salted Potato Chips (150 g).',
    )
  })

  it('may not be a case’s GTIN elsewhere, nor a pack’s GTIN as a case', async () => {
    await expectRefused(
      'Case chips',
      { packs: [{ amount: 30, unit: 'g', gtin: '16261001000012' }] },
      'packs.0.gtin',
      'This GTIN is already used by the case of Classic Salted Potato Chips (75 g).',
    )
    await expectRefused(
      'Case as pack chips',
      { packs: [{ amount: 30, unit: 'g', gtin: '6261001000510', caseGtin: '06261001000015' }] },
      'packs.0.caseGtin',
      'This GTIN is already used by Classic Salted Potato Chips (75 g).',
    )
  })

  it('may not be given twice within one product', async () => {
    const twice = [
      { amount: 30, unit: 'g', gtin: '6261001000527' },
      { amount: 60, unit: 'g', gtin: '6261001000527' },
    ]
    await expectRefused('Twice chips', { packs: twice }, 'packs.1.gtin', /given twice in this product/)
  })

  it('is counted on drafts as well, and a product may keep its own GTINs when saved again', async () => {
    const draft = await rest('POST', '/api/products?draft=true', {
      headers: admin,
      json: { title: 'Draft puffs', category, _status: 'draft', packs: [{ amount: 25, unit: 'g', gtin: '6261001000114' }] },
    })
    expect(draft.status).toBe(201)
    await expectRefused(
      'Puffs again',
      { packs: [{ amount: 25, unit: 'g', gtin: '6261001000114' }] },
      'packs.0.gtin',
      /Draft puffs \(25 g\)/,
    )

    const [own] = (
      await payload.find({ collection: 'products', where: { title: { equals: 'Classic Salted Potato Chips' } }, overrideAccess: true })
    ).docs
    const again = await rest('PATCH', `/api/products/${own!.id}`, { headers: admin, json: { packs: own!.packs } })
    expect(again.status).toBe(200)
  })
})

it('a duplicated product keeps its packs without their GTINs, which name the original’s', async () => {
  const original = await created('Duplicated wafers', {
    packs: [{ amount: 200, unit: 'g', gtin: '6261001000329', caseGtin: '16261001000326' }],
  })
  const copy = await payload.duplicate({ collection: 'products', id: original.id, overrideAccess: true })
  expect(copy.packs?.map(({ amount, gtin, caseGtin }) => ({ amount, gtin, caseGtin }))).toEqual([
    { amount: 200, gtin: null, caseGtin: null },
  ])
  expect(copy.barcode).toBeNull()
})

describe('the barcode', () => {
  it('is the main (first) pack’s GTIN, and follows it when the packs change', async () => {
    const product = await created('Sumac chips', {
      barcode: '4006381333931',
      packs: [
        { amount: 30, unit: 'g', gtin: '6261001000022' },
        { amount: 75, unit: 'g', gtin: '6261001001029' },
      ],
    })
    expect(product.barcode).toBe('6261001000022')

    const reordered = await rest('PATCH', `/api/products/${product.id}`, {
      headers: admin,
      json: { packs: [...product.packs!].reverse() },
    })
    expect(((await reordered.json()) as { doc: Product }).doc.barcode).toBe('6261001001029')
  })

  it('is the main pack’s other code when it has no GTIN, drawn as Code 128', async () => {
    const product = await created('House crackers', { packs: [{ amount: 200, unit: 'g', otherCode: 'HF-CRACK-200' }] })
    expect(product.barcode).toBe('HF-CRACK-200')
  })

  it('written alone, as before packs, becomes the main pack’s code', async () => {
    const product = await created('Barcode only', { barcode: '6261001000213' })
    expect(product.packs?.map(({ gtin, amount }) => ({ gtin, amount }))).toEqual([{ gtin: '6261001000213', amount: null }])

    const withSize = await rest('PATCH', `/api/products/${product.id}`, {
      headers: admin,
      json: { packs: [{ ...product.packs![0], amount: 300, unit: 'g' }] },
    })
    expect(withSize.status).toBe(200)
    const changed = await rest('PATCH', `/api/products/${product.id}`, { headers: admin, json: { barcode: '6261001000220' } })
    const doc = ((await changed.json()) as { doc: Product }).doc
    expect(doc.barcode).toBe('6261001000220')
    expect(doc.packs?.map(({ gtin, amount }) => ({ gtin, amount }))).toEqual([{ gtin: '6261001000220', amount: 300 }])
  })

  it('is checked like a pack’s GTIN, for its twin too, when written alone', async () => {
    await expectRefused('Bad barcode', { barcode: '6261001000016' }, 'barcode', /last digit should be 5/)
    await expectRefused(
      'Twin barcode',
      { barcode: '6261001000015' },
      'packs.0.gtin',
      /already used by Classic Salted Potato Chips \(75 g\)/,
    )
  })

  it('is cleared with the main pack’s code', async () => {
    const product = await created('Soon without code', { packs: [{ amount: 100, unit: 'g', gtin: '6261001000312' }] })
    const cleared = await rest('PATCH', `/api/products/${product.id}`, { headers: admin, json: { packs: [{ amount: 100, unit: 'g' }] } })
    expect(((await cleared.json()) as { doc: Product }).doc.barcode).toBeNull()
  })
})

describe('bad trade data', () => {
  const pack = (fields: SentPack) => ({ packs: [{ amount: 150, unit: 'g', ...fields }] })

  it.each([
    ['a wrong check digit', pack({ gtin: '6261001000412' }), 'packs.0.gtin', /last digit should be 1/],
    ['a GTIN of 11 digits', pack({ gtin: '62610010004' }), 'packs.0.gtin', /this one has 11/],
    ['a case GTIN of 13 digits', pack({ caseGtin: '6261001000411' }), 'packs.0.caseGtin', /exactly 14 digits/],
    ['a case GTIN with a wrong check digit', pack({ caseGtin: '16261001004110' }), 'packs.0.caseGtin', /last digit should be/],
    ['a GTIN written as the other code', pack({ otherCode: '6261001000411' }), 'packs.0.otherCode', /GTIN field/],
    ['an HS code of 5 digits', pack({ hsCode: '20081' }), 'packs.0.hsCode', /6 to 10 digits/],
    ['a storage range upside down', pack({ storageMinC: 25, storageMaxC: 5 }), 'packs.0.storageMinC', /must not be above/],
    ['half a pack in a case', pack({ unitsPerCase: 12.5 }), 'packs.0.unitsPerCase', /whole number/],
    ['a case of no weight', pack({ caseGrossWeight: 0 }), 'packs.0.caseGrossWeight', /above 0/],
    ['an unknown pallet', pack({ palletType: 'crate' }), 'packs.0.palletType', /./],
    ['an unknown country', pack({ countryOfOrigin: 'XX' }), 'packs.0.countryOfOrigin', /./],
  ])('refuses %s', async (_case, fields, path, message) => {
    await expectRefused(`Bad pack ${path}`, fields, path, message)
  })

  it('keeps a full pack as given, logistics and all, with Iraq as the country unless chosen', async () => {
    const full: Pack = {
      amount: 150,
      unit: 'g',
      gtin: '6261001000411',
      caseGtin: '16261001000418',
      unitsPerCase: 12,
      caseLength: 320,
      caseWidth: 240,
      caseHeight: 150,
      caseGrossWeight: 2.51,
      casesPerLayer: 12,
      layersPerPallet: 7,
      palletType: 'eur',
      shelfLifeDays: 365,
      storageMinC: 5,
      storageMaxC: 25,
      hsCode: '200819',
    }
    const product = await created('Lemon pistachios', { packs: [full] })
    const { id: _id, photo: _photo, ...kept } = product.packs![0]!
    expect(kept).toEqual({ ...full, otherCode: null, countryOfOrigin: 'IQ' })
  })
})
