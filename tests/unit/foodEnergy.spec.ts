import { describe, expect, it } from 'vitest'

import { declaredEnergy, energyFromNutrients, KJ_PER_KCAL } from '@/lib/food/energy'
import { percentOfReferenceIntake, perPortion, REFERENCE_INTAKES } from '@/lib/food/referenceIntakes'

describe('energy from the amounts (Annex XIV)', () => {
  it('counts 37 kJ / 9 kcal a gram of fat, 17 / 4 of carbohydrate and protein, 8 / 2 of fibre, nothing for salt', () => {
    expect(energyFromNutrients({ fat: 1, carbohydrate: 0, protein: 0 })).toEqual({ kj: 37, kcal: 9 })
    expect(energyFromNutrients({ fat: 0, carbohydrate: 1, protein: 0 })).toEqual({ kj: 17, kcal: 4 })
    expect(energyFromNutrients({ fat: 0, carbohydrate: 0, protein: 1 })).toEqual({ kj: 17, kcal: 4 })
    expect(energyFromNutrients({ fat: 0, carbohydrate: 0, protein: 0, fibre: 1 })).toEqual({ kj: 8, kcal: 2 })
    expect(energyFromNutrients({ fat: 0, carbohydrate: 0, protein: 0, salt: 50, sugars: 10, saturates: 3 })).toEqual({ kj: 0, kcal: 0 })
    // Potato chips: 30 g fat, 53 g carbohydrate, 4.2 g fibre, 6.5 g protein.
    expect(energyFromNutrients({ fat: 30, carbohydrate: 53, fibre: 4.2, protein: 6.5, salt: 1.3 })).toEqual({
      kj: 30 * 37 + 53 * 17 + 4.2 * 8 + 6.5 * 17,
      kcal: 30 * 9 + 53 * 4 + 4.2 * 2 + 6.5 * 4,
    })
  })

  it('works nothing out unless fat, carbohydrate and protein are all given', () => {
    expect(energyFromNutrients({})).toBeNull()
    expect(energyFromNutrients({ fat: 30, carbohydrate: 53 })).toBeNull()
    expect(energyFromNutrients({ fat: 30, protein: 6, fibre: 4 })).toBeNull()
    expect(energyFromNutrients({ carbohydrate: 53, protein: 6, fat: null })).toBeNull()
  })

  it('declares what was typed, and works out only what is empty', () => {
    const amounts = { fat: 10, carbohydrate: 50, protein: 10 }
    expect(declaredEnergy({ ...amounts, energyKj: 1400, energyKcal: 330 })).toEqual({
      kj: 1400,
      kcal: 330,
      kjWorkedOut: false,
      kcalWorkedOut: false,
    })
    expect(declaredEnergy({ ...amounts })).toEqual({ kj: 370 + 850 + 170, kcal: 90 + 200 + 40, kjWorkedOut: true, kcalWorkedOut: true })
    expect(declaredEnergy({ ...amounts, energyKj: 1390 })).toEqual({
      kj: 1390,
      kcal: 1390 / KJ_PER_KCAL,
      kjWorkedOut: false,
      kcalWorkedOut: true,
    })
    expect(declaredEnergy({ ...amounts, energyKcal: 330, energyKj: null })).toEqual({
      kj: 330 * KJ_PER_KCAL,
      kcal: 330,
      kjWorkedOut: true,
      kcalWorkedOut: false,
    })
    // A typed 0 is a figure, not an empty field.
    expect(declaredEnergy({ energyKj: 0, energyKcal: 0 })).toEqual({ kj: 0, kcal: 0, kjWorkedOut: false, kcalWorkedOut: false })
    expect(declaredEnergy({ fat: 1 })).toBeNull()
  })
})

describe('per portion and reference intakes (Annex XIII part B)', () => {
  it('holds the reference intakes of an average adult', () => {
    expect(REFERENCE_INTAKES).toEqual({
      energyKj: 8400,
      energyKcal: 2000,
      fat: 70,
      saturates: 20,
      carbohydrate: 260,
      sugars: 90,
      protein: 50,
      salt: 6,
    })
  })

  it('scales an amount per 100 g to a portion and gives its share of the reference intake', () => {
    expect(perPortion(30, 25)).toBe(7.5)
    expect(perPortion(1.3, 200)).toBe(2.6)
    expect(percentOfReferenceIntake('fat', 7)).toBe(10)
    expect(percentOfReferenceIntake('saturates', 5)).toBe(25)
    expect(percentOfReferenceIntake('carbohydrate', 26)).toBe(10)
    expect(percentOfReferenceIntake('sugars', 45)).toBe(50)
    expect(percentOfReferenceIntake('protein', 5)).toBe(10)
    expect(percentOfReferenceIntake('salt', 1.5)).toBe(25)
    expect(percentOfReferenceIntake('energyKj', 840)).toBe(10)
    expect(percentOfReferenceIntake('energyKcal', 500)).toBe(25)
  })
})
