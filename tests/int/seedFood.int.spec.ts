import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { products } from '../../scripts/seed/content/catalogue'
import { addFoodInformation, foodData, foodTexts } from '../../scripts/seed/food'
import { createOnce } from '../../scripts/seed/upsert'
import type { Product } from '@/payload-types'

import { createCategory, text } from './helpers/fixtures'
import { freshPayload } from './helpers/payload'

let payload: Payload
let category: number

const classic = products.find((product) => product.slug === 'classic-salted-potato-chips')!
const sesame = products.find((product) => product.slug === 'sesame-tea-biscuits')!
const almonds = products.find((product) => product.slug === 'roasted-almonds')!

async function read(slug: string, locale: 'en' | 'ar' | 'ckb'): Promise<Product> {
  const found = await payload.find({ collection: 'products', where: { slug: { equals: slug } }, locale, depth: 0, overrideAccess: true })
  return found.docs[0]
}

/** A demo product as a seed made it before products had food information. */
async function olderSeedProduct(slug: string, title: string) {
  return createOnce(payload, 'products', slug, { title, description: text('Tasty.'), category }, {})
}

beforeAll(async () => {
  payload = await freshPayload()
  category = (await createCategory(payload, 'Biscuits')).id
})

describe('the seed’s food information', () => {
  it('is written in three languages on a fresh seed, the ingredient rows keeping every language', async () => {
    await createOnce(
      payload,
      'products',
      sesame.slug,
      { title: sesame.title.en, description: text('Tasty.'), category, ...foodData(sesame) },
      { ar: { title: sesame.title.ar, ...foodTexts(sesame, 'ar') }, ckb: { title: sesame.title.ckb, ...foodTexts(sesame, 'ckb') } },
    )
    for (const locale of ['en', 'ar', 'ckb'] as const) {
      const product = await read(sesame.slug, locale)
      expect(product.ingredients?.map((row) => row.name)).toEqual(sesame.food.ingredients.map((ingredient) => ingredient.name[locale]))
      expect(product.ingredients?.[1]).toMatchObject({ allergen: 'sesame', percent: 12 })
      expect(product.allergens).toEqual(['gluten', 'sesame', 'milk'])
      expect(product.mayContain).toEqual(['nuts'])
      expect(product.origin).toBe(sesame.food.origin[locale])
      expect(product.storage).toBe(sesame.food.storage[locale])
      expect(product.bestBeforeNote).toBe(sesame.food.bestBeforeNote[locale])
    }
    const english = await read(sesame.slug, 'en')
    expect(english.nutrition).toMatchObject({ basis: '100g', energyKj: 2045, energyKcal: 488, fat: 22, salt: 0.5, portionSize: 30 })
    expect(english.netQuantity).toEqual({ amount: 400, unit: 'g' })
  })

  it('is added once to the demo products of an earlier seed, leaving unpublished changes alone', async () => {
    // The sesame biscuits above have food information: as long as one does, nothing is added.
    await olderSeedProduct(classic.slug, classic.title.en)
    expect(await addFoodInformation(payload)).toBe(0)
    await payload.delete({ collection: 'products', where: { slug: { equals: sesame.slug } }, overrideAccess: true })

    const almondsId = await olderSeedProduct(almonds.slug, almonds.title.en)
    await payload.update({
      collection: 'products',
      id: almondsId,
      locale: 'en',
      data: { title: 'Roasted almonds, new recipe' },
      draft: true,
      overrideAccess: true,
    })

    expect(await addFoodInformation(payload)).toBe(1)
    const chips = await read(classic.slug, 'ckb')
    expect(chips.ingredients?.map((row) => row.name)).toEqual(['پەتاتە', 'ڕۆنی گوڵەبەڕۆژە', 'خوێی دەریا'])
    expect(chips.allergens).toEqual([])
    expect(chips._status).toBe('published')
    expect((await read(classic.slug, 'en')).ingredients?.[0]).toMatchObject({ name: 'Potatoes', percent: 62 })
    expect((await read(almonds.slug, 'en')).ingredients ?? []).toEqual([])

    // What an editor then clears stays cleared.
    const id = (await read(classic.slug, 'en')).id
    await payload.update({ collection: 'products', id, data: { mayContain: ['sesame'] }, overrideAccess: true })
    expect(await addFoodInformation(payload)).toBe(0)
    expect((await read(classic.slug, 'en')).mayContain).toEqual(['sesame'])
  })
})
