import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import type { Product } from '../../src/payload-types'
import { products } from './content/catalogue'
import type { NutritionSeed, ProductSeed } from './content/types'

type Translation = 'ar' | 'ckb'

/**
 * Energy by the factors of Annex XIV of Regulation 1169/2011 (fat 37 kJ / 9 kcal a gram,
 * carbohydrate and protein 17 / 4, fibre 8 / 2), rounded to whole kJ and kcal as a pack
 * prints them: the figures always fit the amounts.
 */
export function energyOf({ fat, carbohydrate, protein, fibre }: NutritionSeed): { energyKj: number; energyKcal: number } {
  return {
    energyKj: Math.round(fat * 37 + carbohydrate * 17 + protein * 17 + fibre * 8),
    energyKcal: Math.round(fat * 9 + carbohydrate * 4 + protein * 4 + fibre * 2),
  }
}

/**
 * An ingredient row's id, the same on every seed: the Arabic and Kurdish names are written
 * to the rows the English one made, and Payload finds a row by its id (a row sent without
 * one would be a new row, and the English name would be lost).
 */
function ingredientRowId(slug: string, index: number): string {
  return createHash('sha256').update(`${slug}/ingredients/${index}`).digest('hex').slice(0, 24)
}

function ingredientRows(product: ProductSeed, locale: 'en' | Translation) {
  return product.food.ingredients.map((ingredient, index) => ({
    id: ingredientRowId(product.slug, index),
    name: ingredient.name[locale],
    allergen: ingredient.allergen ?? null,
    percent: ingredient.percent ?? null,
  }))
}

/** A product's food information in English, with the fields every language shares. */
export function foodData(product: ProductSeed): Record<string, unknown> {
  const { food } = product
  return {
    ingredients: ingredientRows(product, 'en'),
    allergens: food.allergens,
    // The demo's recipes were checked: a product with no group contains none.
    allergensNone: food.allergens.length === 0,
    mayContain: food.mayContain,
    nutrition: { basis: '100g', ...energyOf(food.nutrition), ...food.nutrition },
    netQuantity: food.netQuantity,
    storage: food.storage.en,
    origin: food.origin.en,
    bestBeforeNote: food.bestBeforeNote.en,
  }
}

/** The same in Arabic or Kurdish: the localized texts, on the English rows. */
export function foodTexts(product: ProductSeed, locale: Translation): Record<string, unknown> {
  const { food } = product
  return {
    ingredients: ingredientRows(product, locale),
    storage: food.storage[locale],
    origin: food.origin[locale],
    bestBeforeNote: food.bestBeforeNote[locale],
  }
}

const filled = (value: unknown) => value !== null && value !== undefined && value !== ''

/** Whether an editor (or a seed) has written any of a product's food information. */
function hasFoodInformation(product: Product): boolean {
  const nutrition = Object.entries(product.nutrition ?? {}).filter(([field]) => field !== 'basis')
  return (
    Boolean(product.ingredients?.length || product.allergens?.length || product.allergensNone || product.mayContain?.length) ||
    nutrition.some(([, value]) => filled(value)) ||
    filled(product.netQuantity?.amount) ||
    [product.storage, product.origin, product.bestBeforeNote].some(filled)
  )
}

/**
 * Gives the demo products of an earlier seed (`npm start` on a data directory made before
 * products had food information) the food information of today's seed, once: only while
 * none of them has any, so what an editor wrote, or later cleared, stays as it is. A
 * product an editor deleted, or has unpublished changes to, is left alone. Returns how
 * many products were filled.
 */
export async function addFoodInformation(payload: Payload): Promise<number> {
  const found = await payload.find({
    collection: 'products',
    where: { slug: { in: products.map((product) => product.slug) } },
    locale: 'en',
    depth: 0,
    limit: products.length,
    overrideAccess: true,
  })
  if (found.docs.some(hasFoodInformation)) return 0
  let added = 0
  for (const doc of found.docs) {
    const product = products.find((candidate) => candidate.slug === doc.slug)
    if (!product) continue
    const latest = await payload.findVersions({
      collection: 'products',
      where: { parent: { equals: doc.id } },
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (latest.docs[0]?.version._status === 'draft') continue
    await payload.update({
      collection: 'products',
      id: doc.id,
      locale: 'en',
      data: { ...foodData(product), _status: 'published' },
      overrideAccess: true,
      depth: 0,
    })
    for (const locale of ['ar', 'ckb'] as const) {
      await payload.update({
        collection: 'products',
        id: doc.id,
        locale,
        data: { ...foodTexts(product, locale), _status: 'published' },
        overrideAccess: true,
        depth: 0,
      })
    }
    added++
  }
  return added
}
