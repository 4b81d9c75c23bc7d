import { describe, expect, it } from 'vitest'

import { roundEnergy, roundNutrient, roundPercent, roundTo } from '@/lib/food/rounding'

const exactly = (value: number, decimals: 0 | 1 | 2) => ({ value, decimals, lessThan: false })
const lessThan = (value: number, decimals: 0 | 1 | 2) => ({ value, decimals, lessThan: true })

describe('rounding by the EU guidance on tolerances and rounding (2012)', () => {
  it('rounds half up without binary noise', () => {
    expect(roundTo(0.015, 2)).toBe(0.02)
    expect(roundTo(1.005, 2)).toBe(1.01)
    expect(roundTo(0.05, 1)).toBe(0.1)
    expect(roundTo(2.449, 1)).toBe(2.4)
  })

  it.each(['fat', 'carbohydrate', 'sugars', 'protein', 'fibre'] as const)(
    '%s: "<0.5 g" up to 0.5 g, 0.1 g below 10 g, whole grams from 10 g',
    (nutrient) => {
      expect(roundNutrient(nutrient, 0)).toEqual(exactly(0, 0))
      expect(roundNutrient(nutrient, 0.01)).toEqual(lessThan(0.5, 1))
      expect(roundNutrient(nutrient, 0.49)).toEqual(lessThan(0.5, 1))
      expect(roundNutrient(nutrient, 0.5)).toEqual(lessThan(0.5, 1))
      expect(roundNutrient(nutrient, 0.51)).toEqual(exactly(0.5, 1))
      expect(roundNutrient(nutrient, 0.55)).toEqual(exactly(0.6, 1))
      expect(roundNutrient(nutrient, 2.04)).toEqual(exactly(2, 1))
      expect(roundNutrient(nutrient, 9.94)).toEqual(exactly(9.9, 1))
      // Rounds up into the next band: written as that band writes it.
      expect(roundNutrient(nutrient, 9.95)).toEqual(exactly(10, 0))
      expect(roundNutrient(nutrient, 9.99)).toEqual(exactly(10, 0))
      expect(roundNutrient(nutrient, 10)).toEqual(exactly(10, 0))
      expect(roundNutrient(nutrient, 10.01)).toEqual(exactly(10, 0))
      expect(roundNutrient(nutrient, 10.49)).toEqual(exactly(10, 0))
      expect(roundNutrient(nutrient, 10.5)).toEqual(exactly(11, 0))
      expect(roundNutrient(nutrient, 54.6)).toEqual(exactly(55, 0))
    },
  )

  it('saturates: "<0.1 g" up to 0.1 g, 0.1 g below 10 g, whole grams from 10 g', () => {
    expect(roundNutrient('saturates', 0)).toEqual(exactly(0, 0))
    expect(roundNutrient('saturates', 0.09)).toEqual(lessThan(0.1, 1))
    expect(roundNutrient('saturates', 0.1)).toEqual(lessThan(0.1, 1))
    expect(roundNutrient('saturates', 0.11)).toEqual(exactly(0.1, 1))
    expect(roundNutrient('saturates', 0.15)).toEqual(exactly(0.2, 1))
    expect(roundNutrient('saturates', 0.49)).toEqual(exactly(0.5, 1))
    expect(roundNutrient('saturates', 9.94)).toEqual(exactly(9.9, 1))
    expect(roundNutrient('saturates', 9.96)).toEqual(exactly(10, 0))
    expect(roundNutrient('saturates', 10)).toEqual(exactly(10, 0))
    expect(roundNutrient('saturates', 10.6)).toEqual(exactly(11, 0))
  })

  it('salt: "<0.01 g" up to 0.0125 g, 0.01 g below 1 g, 0.1 g from 1 g', () => {
    expect(roundNutrient('salt', 0)).toEqual(exactly(0, 0))
    expect(roundNutrient('salt', 0.005)).toEqual(lessThan(0.01, 2))
    expect(roundNutrient('salt', 0.0125)).toEqual(lessThan(0.01, 2))
    expect(roundNutrient('salt', 0.0126)).toEqual(exactly(0.01, 2))
    expect(roundNutrient('salt', 0.015)).toEqual(exactly(0.02, 2))
    expect(roundNutrient('salt', 0.994)).toEqual(exactly(0.99, 2))
    expect(roundNutrient('salt', 0.995)).toEqual(exactly(1, 1))
    expect(roundNutrient('salt', 1)).toEqual(exactly(1, 1))
    expect(roundNutrient('salt', 1.04)).toEqual(exactly(1, 1))
    expect(roundNutrient('salt', 1.05)).toEqual(exactly(1.1, 1))
    expect(roundNutrient('salt', 12.34)).toEqual(exactly(12.3, 1))
  })

  it('energy: to the nearest whole kJ or kcal', () => {
    expect(roundEnergy(0)).toEqual(exactly(0, 0))
    expect(roundEnergy(2162.4)).toEqual(exactly(2162, 0))
    expect(roundEnergy(2162.5)).toEqual(exactly(2163, 0))
    expect(roundEnergy(516.8)).toEqual(exactly(517, 0))
  })

  it('a share of the reference intake: whole percent, "<1 %" above 0 and below 0.5 %', () => {
    expect(roundPercent(0)).toEqual(exactly(0, 0))
    expect(roundPercent(0.2)).toEqual(lessThan(1, 0))
    expect(roundPercent(0.49)).toEqual(lessThan(1, 0))
    expect(roundPercent(0.5)).toEqual(exactly(1, 0))
    expect(roundPercent(12.5)).toEqual(exactly(13, 0))
    expect(roundPercent(150.2)).toEqual(exactly(150, 0))
  })
})
