import { describe, expect, it } from 'vitest'

import { foodInformationToShow, hasNoFoodInformation } from '@/lib/food/foodInformation'

describe('what a product page shows of its food information', () => {
  it('shows nothing for a product without food information', () => {
    const empty = foodInformationToShow({
      ingredients: [],
      allergens: [],
      mayContain: null,
      nutrition: { basis: '100g', energyKj: null, fat: null, portionSize: null },
      netQuantity: { amount: null, unit: 'g' },
      storage: '  ',
      origin: null,
    })
    expect(hasNoFoodInformation(empty)).toBe(true)
    expect(hasNoFoodInformation(foodInformationToShow({}))).toBe(true)
  })

  it('keeps named ingredients in their order, with their allergen group and share', () => {
    const food = foodInformationToShow({
      ingredients: [
        { name: 'Potatoes', percent: 62 },
        { name: ' ', allergen: 'milk' },
        { name: 'Wheat flour', allergen: 'gluten', percent: null },
        { name: 'Spice', allergen: 'not-a-group', percent: -1 },
      ],
    })
    expect(food.ingredients).toEqual([
      { name: 'Potatoes', allergen: null, percent: 62 },
      { name: 'Wheat flour', allergen: 'gluten', percent: null },
      { name: 'Spice', allergen: null, percent: null },
    ])
    expect(hasNoFoodInformation(food)).toBe(false)
  })

  it("names the allergen groups in the Annex's order, and a group it contains not again as 'may contain'", () => {
    const food = foodInformationToShow({ allergens: ['sesame', 'gluten', 'milk', 'gluten'], mayContain: ['nuts', 'milk', 'peanuts'] })
    expect(food.contains).toEqual(['gluten', 'milk', 'sesame'])
    expect(food.mayContain).toEqual(['peanuts', 'nuts'])
  })

  it('says "contains none" only when the editor confirmed it and ticked no group', () => {
    expect(foodInformationToShow({ allergens: [], allergensNone: true }).containsNone).toBe(true)
    expect(hasNoFoodInformation(foodInformationToShow({ allergensNone: true }))).toBe(false)
    // Not filled in: nothing is said.
    expect(foodInformationToShow({ allergens: [] }).containsNone).toBe(false)
    // A ticked group wins over a contradicting box (the collection refuses both on save).
    expect(foodInformationToShow({ allergens: ['milk'], allergensNone: true }).containsNone).toBe(false)
  })

  it('shows a complete net quantity and written texts only', () => {
    const food = foodInformationToShow({
      netQuantity: { amount: 150, unit: 'g' },
      storage: ' Store in a cool, dry place. ',
      origin: 'Made in Erbil, Iraq.',
      bestBeforeNote: '',
    })
    expect(food.netQuantity).toEqual({ amount: 150, unit: 'g' })
    expect(food.storage).toBe('Store in a cool, dry place.')
    expect(food.origin).toBe('Made in Erbil, Iraq.')
    expect(food.bestBeforeNote).toBeNull()
    expect(foodInformationToShow({ netQuantity: { amount: 0, unit: 'g' } }).netQuantity).toBeNull()
  })

  it('has the rounded nutrition table when an amount is given', () => {
    const food = foodInformationToShow({ nutrition: { basis: '100g', salt: 1.26 } })
    expect(food.nutrition?.rows).toEqual([
      { name: 'salt', partOf: null, per100: { value: 1.3, decimals: 1, lessThan: false }, perPortion: null, referenceIntake: null },
    ])
  })
})
