import { describe, expect, it } from 'vitest'

import { nutritionTable } from '@/lib/food/nutritionTable'

const exactly = (value: number, decimals: 0 | 1 | 2 = 0) => ({ value, decimals, lessThan: false })

describe('the nutrition table', () => {
  it('is nothing when no amount is given', () => {
    expect(nutritionTable(null)).toBeNull()
    expect(nutritionTable({ basis: '100g' })).toBeNull()
    expect(nutritionTable({ basis: '100g', portionSize: 30, fat: null })).toBeNull()
  })

  it("lists energy and the amounts in the Regulation's order, rounded, with the parts of fat and carbohydrate marked", () => {
    const table = nutritionTable({
      salt: 1.26,
      protein: 6.54,
      fibre: 4.2,
      sugars: 0.4,
      carbohydrate: 53.4,
      saturates: 3.14,
      fat: 30.2,
      energyKj: 2162.4,
      energyKcal: 517,
    })
    expect(table?.basis).toBe('100g')
    expect(table?.portion).toBeNull()
    expect(table?.energyWorkedOut).toBe(false)
    expect(table?.rows).toEqual([
      { name: 'energy', per100: { kj: exactly(2162), kcal: exactly(517) }, perPortion: null, referenceIntake: null },
      { name: 'fat', partOf: null, per100: exactly(30), perPortion: null, referenceIntake: null },
      { name: 'saturates', partOf: 'fat', per100: exactly(3.1, 1), perPortion: null, referenceIntake: null },
      { name: 'carbohydrate', partOf: null, per100: exactly(53), perPortion: null, referenceIntake: null },
      {
        name: 'sugars',
        partOf: 'carbohydrate',
        per100: { value: 0.5, decimals: 1, lessThan: true },
        perPortion: null,
        referenceIntake: null,
      },
      { name: 'fibre', partOf: null, per100: exactly(4.2, 1), perPortion: null, referenceIntake: null },
      { name: 'protein', partOf: null, per100: exactly(6.5, 1), perPortion: null, referenceIntake: null },
      { name: 'salt', partOf: null, per100: exactly(1.3, 1), perPortion: null, referenceIntake: null },
    ])
  })

  it('works energy out from the amounts when it is empty, and has no fibre row without fibre', () => {
    const table = nutritionTable({ basis: '100ml', fat: 1.5, carbohydrate: 4.8, sugars: 4.8, protein: 3.4, salt: 0.1 })
    expect(table?.basis).toBe('100ml')
    expect(table?.energyWorkedOut).toBe(true)
    // 1.5 × 37 + 4.8 × 17 + 3.4 × 17 = 194.9 kJ; 1.5 × 9 + 4.8 × 4 + 3.4 × 4 = 46.3 kcal.
    expect(table?.rows[0]).toEqual({
      name: 'energy',
      per100: { kj: exactly(195), kcal: exactly(46) },
      perPortion: null,
      referenceIntake: null,
    })
    expect(table?.rows.map((row) => row.name)).toEqual(['energy', 'fat', 'carbohydrate', 'sugars', 'protein', 'salt'])
  })

  it('has no energy row while energy cannot be worked out', () => {
    expect(nutritionTable({ fat: 30, salt: 1 })?.rows.map((row) => row.name)).toEqual(['fat', 'salt'])
  })

  it('adds a portion and its share of the reference intake, none for fibre', () => {
    const table = nutritionTable({
      energyKj: 2100,
      energyKcal: 502,
      fat: 28,
      saturates: 2.6,
      carbohydrate: 58,
      sugars: 0.6,
      fibre: 4.4,
      protein: 6,
      salt: 1.2,
      portionSize: 25,
    })
    expect(table?.portion).toBe(25)
    const byName = Object.fromEntries((table?.rows ?? []).map((row) => [row.name, row]))
    // 525 kJ of 8400 is 6.25 %.
    expect(byName.energy).toEqual({
      name: 'energy',
      per100: { kj: exactly(2100), kcal: exactly(502) },
      perPortion: { kj: exactly(525), kcal: exactly(126) },
      referenceIntake: exactly(6),
    })
    // 7 g of 70 g: 10 %.
    expect(byName.fat).toMatchObject({ perPortion: exactly(7, 1), referenceIntake: exactly(10) })
    // 0.65 g of 20 g: 3.25 %.
    expect(byName.saturates).toMatchObject({ perPortion: exactly(0.7, 1), referenceIntake: exactly(3) })
    // 0.15 g of sugars: "<0.5 g", and <1 % of 90 g.
    expect(byName.sugars).toMatchObject({
      perPortion: { value: 0.5, decimals: 1, lessThan: true },
      referenceIntake: { value: 1, decimals: 0, lessThan: true },
    })
    expect(byName.fibre).toMatchObject({ perPortion: exactly(1.1, 1), referenceIntake: null })
    // 0.3 g of 6 g: 5 %.
    expect(byName.salt).toMatchObject({ perPortion: exactly(0.3, 2), referenceIntake: exactly(5) })
  })

  it('ignores a portion of 0', () => {
    const table = nutritionTable({ fat: 1, portionSize: 0 })
    expect(table?.portion).toBeNull()
    expect(table?.rows[0]).toMatchObject({ perPortion: null, referenceIntake: null })
  })
})
