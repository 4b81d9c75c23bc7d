import { describe, expect, it } from 'vitest'

import { products } from '../../scripts/seed/content/catalogue'
import { energyOf } from '../../scripts/seed/food'
import { allergenValues } from '@/lib/food/allergens'

const arabicScript = /[\u0600-\u06FF]/
const freeFrom = (groups: string[]) =>
  products.filter(({ food }) =>
    groups.every((group) => !(food.allergens as string[]).includes(group) && !(food.mayContain as string[]).includes(group)),
  )

describe('the demo catalogue’s food information', () => {
  it('gives every product its ingredients in three languages, heaviest first where shares are given', () => {
    for (const { slug, food } of products) {
      expect(food.ingredients.length, slug).toBeGreaterThan(0)
      for (const { name } of food.ingredients) {
        expect(name.en, slug).toMatch(/^[A-Z][a-z]/)
        expect(name.ar, slug).toMatch(arabicScript)
        expect(name.ckb, slug).toMatch(arabicScript)
      }
      const shares = food.ingredients.map((ingredient) => ingredient.percent).filter((percent) => percent !== undefined)
      expect(
        shares.reduce((sum, share) => sum + share, 0),
        slug,
      ).toBeLessThanOrEqual(100)
      const first = food.ingredients[0].percent
      if (first !== undefined) expect(Math.max(...shares), slug).toBe(first)
    }
    // Sorani, not Arabic copied: its own letters.
    expect(products.flatMap(({ food }) => food.ingredients.map((ingredient) => ingredient.name.ckb)).join(' ')).toMatch(/[ەێۆڕڵڤ]/)
  })

  it('ticks exactly the groups its ingredients are marked with, and "may contain" none of them', () => {
    for (const { slug, food } of products) {
      const marked = new Set(food.ingredients.flatMap((ingredient) => (ingredient.allergen ? [ingredient.allergen] : [])))
      expect(new Set(food.allergens), slug).toEqual(marked)
      expect(
        food.mayContain.filter((group) => food.allergens.includes(group)),
        slug,
      ).toEqual([])
      for (const group of [...food.allergens, ...food.mayContain]) expect(allergenValues, slug).toContain(group)
    }
  })

  it('declares nutrition that adds up: parts within their whole, no more than 100 g in 100 g, energy from the amounts', () => {
    for (const { slug, food } of products) {
      const { fat, saturates, carbohydrate, sugars, fibre, protein, salt } = food.nutrition
      expect(saturates, slug).toBeLessThanOrEqual(fat)
      expect(sugars, slug).toBeLessThanOrEqual(carbohydrate)
      expect(fat + carbohydrate + fibre + protein + salt, slug).toBeLessThanOrEqual(100)
      const { energyKj, energyKcal } = energyOf(food.nutrition)
      // 1 kcal = 4.184 kJ; the Annex's factors give 4.0 to 4.25 kJ a kcal.
      expect(energyKj / energyKcal, slug).toBeGreaterThan(4)
      expect(energyKj / energyKcal, slug).toBeLessThan(4.3)
      // A snack is between 1,500 and 2,700 kJ a 100 g.
      expect(energyKj, slug).toBeGreaterThan(1500)
      expect(energyKj, slug).toBeLessThan(2700)
    }
    expect(energyOf({ fat: 33, saturates: 3.5, carbohydrate: 51, sugars: 0.6, fibre: 4.5, protein: 6.5, salt: 1.3 })).toEqual({
      energyKj: 2235,
      energyKcal: 536,
    })
    expect(products.filter(({ food }) => food.nutrition.portionSize).length).toBeGreaterThan(products.length / 2)
  })

  it('sells the net quantity it declares, and says where it is made, how to keep it and where its date is', () => {
    for (const { slug, packs, food } of products) {
      expect(
        packs.map(({ amount, unit }) => ({ amount, unit })),
        slug,
      ).toContainEqual(food.netQuantity)
      for (const text of [food.storage, food.origin, food.bestBeforeNote]) {
        expect(text.en, slug).toMatch(/[a-z]/)
        expect(text.ar, slug).toMatch(arabicScript)
        expect(text.ckb, slug).toMatch(/[ەێۆڕڵڤ]/)
      }
      expect(food.origin.en, slug).toMatch(/Erbil/)
    }
  })

  it('gives the "free from" filters something to filter: sesame ticked, may-contain traces, a product free from all 14', () => {
    expect(products.filter(({ food }) => food.allergens.includes('sesame')).map(({ slug }) => slug)).toContain('sesame-tea-biscuits')
    expect(products.some(({ food }) => food.mayContain.includes('sesame'))).toBe(true)
    expect(freeFrom([...allergenValues]).map(({ slug }) => slug)).toEqual(['classic-salted-potato-chips'])
    const withoutSesame = freeFrom(['sesame'])
    expect(withoutSesame.length).toBeGreaterThan(products.length / 2)
    expect(withoutSesame.length).toBeLessThan(products.length - 1)
    expect(freeFrom(['milk']).length).toBeLessThan(freeFrom(['sesame']).length)
  })
})
