import type { Payload, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Allergen } from '@/lib/food/allergens'
import { productListWhere } from '@/lib/productFilters'

import { createCategory, text } from './helpers/fixtures'
import { createDoc, freshPayload, updateDoc } from './helpers/payload'

let payload: Payload
let idsOfProductsContaining: (payload: Payload, groups: readonly Allergen[]) => Promise<number[]>
const ids = new Map<string, number>()

/** Titles of the published products a visitor sees with these "free from" choices (and filters). */
async function freeFrom(groups: Allergen[], filters: { q?: string; category?: number } = {}) {
  const excludedIds = await idsOfProductsContaining(payload, groups)
  const found = await payload.find({
    collection: 'products',
    where: productListWhere({ ...filters, excludedIds, freeFrom: groups.length > 0 }),
    depth: 0,
    limit: 100,
    overrideAccess: false,
  })
  return found.docs.map((doc) => doc.title).sort()
}

/** The same question through Payload's `in`, which does mean "one of them": the reference. */
async function containingAny(groups: Allergen[]) {
  const where: Where = { or: [{ allergens: { in: groups } }, { mayContain: { in: groups } }] }
  const found = await payload.find({ collection: 'products', where, depth: 0, limit: 100, overrideAccess: true })
  return found.docs.map((doc) => doc.id).sort((a, b) => a - b)
}

let chipsCategory: number

beforeAll(async () => {
  payload = await freshPayload()
  ;({ idsOfProductsContaining } = await import('@/data/products'))
  chipsCategory = (await createCategory(payload, 'Chips')).id
  const biscuits = (await createCategory(payload, 'Biscuits')).id
  const make = async (title: string, allergens: Allergen[], mayContain: Allergen[], category = chipsCategory) => {
    const doc = await createDoc(payload, {
      collection: 'products',
      // A product with no group ticked is one whose editor confirmed it contains none, but the last.
      data: {
        title,
        description: text('Tasty.'),
        category,
        allergens,
        allergensNone: allergens.length === 0 && title !== 'Unlabelled crackers',
        mayContain,
        _status: 'published',
      },
      overrideAccess: true,
    })
    ids.set(title, doc.id)
  }
  await make('Plain chips', [], [])
  await make('Sesame sticks', ['sesame'], [])
  await make('Sesame milk biscuits', ['sesame', 'milk'], [], biscuits)
  await make('Cheese rings', ['milk'], [])
  await make('Corn puffs', [], ['milk'])
  await make('Wafers', ['gluten'], ['sesame'], biscuits)
  await make('Unlabelled crackers', [], [])
})

describe('"free from" on the real database', () => {
  it('leaves out a product that contains the group, also among others, and one that may contain it', async () => {
    expect(await freeFrom(['sesame'])).toEqual(['Cheese rings', 'Corn puffs', 'Plain chips'])
  })

  it('keeps a product confirmed to contain none, and needs a product free from every chosen group', async () => {
    expect(await freeFrom(['milk'])).toEqual(['Plain chips', 'Sesame sticks', 'Wafers'])
    expect(await freeFrom(['sesame', 'milk'])).toEqual(['Plain chips'])
    expect(await freeFrom(['gluten', 'milk', 'sesame'])).toEqual(['Plain chips'])
  })

  it('keeps everything whose allergens are known for a group no product has', async () => {
    expect(await idsOfProductsContaining(payload, ['lupin'])).toEqual([])
    expect(await freeFrom(['lupin'])).toHaveLength(6)
  })

  it('never lists a product whose allergens are not filled in as free from anything, and lists it without a choice', async () => {
    for (const group of ['lupin', 'sesame', 'milk'] as Allergen[]) expect(await freeFrom([group])).not.toContain('Unlabelled crackers')
    expect(await freeFrom([])).toContain('Unlabelled crackers')
  })

  it('finds the same products as Payload’s own `in`, for every group', async () => {
    for (const group of ['sesame', 'milk', 'gluten', 'nuts'] as Allergen[]) {
      expect(await idsOfProductsContaining(payload, [group]), group).toEqual(await containingAny([group]))
    }
    expect(await idsOfProductsContaining(payload, ['sesame', 'gluten'])).toEqual(await containingAny(['sesame', 'gluten']))
  })

  it('combines with a search and a category', async () => {
    expect(await freeFrom(['milk'], { q: 'sesame' })).toEqual(['Sesame sticks'])
    expect(await freeFrom(['sesame'], { category: chipsCategory })).toEqual(['Cheese rings', 'Corn puffs', 'Plain chips'])
  })

  it('follows an edit: a product that gains the group is left out, one that loses it comes back', async () => {
    await updateDoc(payload, {
      collection: 'products',
      id: ids.get('Plain chips')!,
      data: { mayContain: ['sesame'] },
      overrideAccess: true,
    })
    expect(await freeFrom(['sesame'])).toEqual(['Cheese rings', 'Corn puffs'])
    await updateDoc(payload, { collection: 'products', id: ids.get('Plain chips')!, data: { mayContain: [] }, overrideAccess: true })
    // Unticked, its allergens are not known until the editor confirms there are none.
    await updateDoc(payload, { collection: 'products', id: ids.get('Sesame sticks')!, data: { allergens: [] }, overrideAccess: true })
    expect(await freeFrom(['sesame'])).toEqual(['Cheese rings', 'Corn puffs', 'Plain chips'])
    await updateDoc(payload, { collection: 'products', id: ids.get('Sesame sticks')!, data: { allergensNone: true }, overrideAccess: true })
    expect(await freeFrom(['sesame'])).toEqual(['Cheese rings', 'Corn puffs', 'Plain chips', 'Sesame sticks'])
  })
})

describe('"contains none" confirmed by the editor', () => {
  it('cannot stand beside a ticked group or an ingredient marked as an allergen', async () => {
    const refused = (data: Record<string, unknown>) =>
      expect(
        createDoc(payload, {
          collection: 'products',
          data: { title: 'Contradiction', description: text('Tasty.'), category: chipsCategory, allergensNone: true, ...data },
          overrideAccess: true,
        }),
      ).rejects.toMatchObject({ status: 400 })
    await refused({ allergens: ['milk'] })
    await refused({ ingredients: [{ name: 'Milk powder', allergen: 'milk' }], allergens: ['milk'] })
    expect(
      (await payload.count({ collection: 'products', where: { title: { equals: 'Contradiction' } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
  })
})
