import { describe, expect, it } from 'vitest'

import { ingredientShareProblem, noneConfirmedProblem, nutritionProblems, unmarkedAllergensProblem } from '@/lib/food/validation'

/** Potato chips per 100 g, as on the pack: every rule is met. */
const chips = {
  basis: '100g',
  energyKj: 2162,
  energyKcal: 517,
  fat: 30,
  saturates: 3.1,
  carbohydrate: 53,
  sugars: 0.6,
  fibre: 4.2,
  protein: 6.5,
  salt: 1.3,
  portionSize: 25,
}

describe('nutrition declaration checks', () => {
  it('accepts a complete, consistent declaration, an empty one and one with nothing but a basis', () => {
    expect(nutritionProblems(chips)).toEqual({})
    expect(nutritionProblems({})).toEqual({})
    expect(nutritionProblems(null)).toEqual({})
    expect(nutritionProblems({ basis: '100g', energyKj: null, fat: null, portionSize: null })).toEqual({})
  })

  it('refuses a negative amount at its own field, and accepts 0', () => {
    for (const field of [
      'energyKj',
      'energyKcal',
      'fat',
      'saturates',
      'carbohydrate',
      'sugars',
      'fibre',
      'protein',
      'salt',
      'portionSize',
    ]) {
      expect(nutritionProblems({ [field]: -1 }), field).toEqual({ [field]: 'Write 0 or more: an amount cannot be below zero.' })
    }
    expect(nutritionProblems({ fat: 0, saturates: 0, carbohydrate: 0, sugars: 0, fibre: 0, protein: 0, salt: 0, energyKj: 0 })).toEqual({})
  })

  it('refuses what is not a number', () => {
    expect(nutritionProblems({ fat: Number.NaN })).toEqual({ fat: 'Write a number, for example 12.5.' })
    expect(nutritionProblems({ salt: 'lots' as unknown as number })).toEqual({ salt: 'Write a number, for example 12.5.' })
  })

  it('refuses more than 100 g of one nutrient in 100 g, not in 100 ml', () => {
    expect(nutritionProblems({ carbohydrate: 100 })).toEqual({})
    expect(nutritionProblems({ carbohydrate: 100.1 })).toEqual({
      carbohydrate: 'Carbohydrate cannot be more than 100 g in 100 g of the product.',
    })
    expect(nutritionProblems({ basis: '100g', salt: 101 })).toEqual({ salt: 'Salt cannot be more than 100 g in 100 g of the product.' })
    // A syrup: 100 ml weighs more than 100 g.
    expect(nutritionProblems({ basis: '100ml', carbohydrate: 104, sugars: 104 })).toEqual({})
  })

  it('refuses saturates above fat and accepts them equal', () => {
    expect(nutritionProblems({ fat: 3, saturates: 3 })).toEqual({})
    expect(nutritionProblems({ fat: 3, saturates: 4 })).toEqual({
      saturates: 'Saturates (4 g) cannot be more than the fat they are part of (3 g).',
    })
    // Without fat there is nothing to compare with.
    expect(nutritionProblems({ saturates: 4 })).toEqual({})
  })

  it('refuses sugars above carbohydrate and accepts them equal', () => {
    expect(nutritionProblems({ carbohydrate: 10, sugars: 10 })).toEqual({})
    expect(nutritionProblems({ carbohydrate: 10, sugars: 12.5 })).toEqual({
      sugars: 'Sugars (12.5 g) cannot be more than the carbohydrate they are part of (10 g).',
    })
    expect(nutritionProblems({ sugars: 12 })).toEqual({})
  })

  it('refuses amounts that add up to more than 100 g in 100 g, at the basis; accepts exactly 100 g and any total in 100 ml', () => {
    expect(nutritionProblems({ fat: 33.3, carbohydrate: 33.3, protein: 33.4 })).toEqual({})
    // Saturates and sugars are part of fat and carbohydrate: not counted twice.
    expect(nutritionProblems({ fat: 50, saturates: 40, carbohydrate: 50, sugars: 40 })).toEqual({})
    expect(nutritionProblems({ basis: '100g', fat: 40, carbohydrate: 50, fibre: 5, protein: 5, salt: 0.5 })).toEqual({
      basis: 'Fat, carbohydrate, fibre, protein and salt add up to 100.5 g, more than the 100 g they are given for. Check the amounts.',
    })
    expect(nutritionProblems({ basis: '100ml', fat: 40, carbohydrate: 50, fibre: 5, protein: 5, salt: 0.5 })).toEqual({})
  })

  it('refuses energy above pure fat in 100 g', () => {
    expect(nutritionProblems({ energyKj: 3700, energyKcal: 900 })).toEqual({})
    expect(nutritionProblems({ energyKj: 3701 })).toEqual({
      energyKj: '100 g cannot have more than 3,700 kJ: that is pure fat. Check the figure.',
    })
    expect(nutritionProblems({ energyKcal: 901 })).toEqual({
      energyKcal: '100 g cannot have more than 900 kcal: that is pure fat. Check the figure.',
    })
    expect(nutritionProblems({ basis: '100ml', energyKcal: 901 })).toEqual({})
  })

  describe('typed energy against the amounts: within 15 %, or 20 kJ / 5 kcal, whichever is larger', () => {
    // 10 g fat, 50 g carbohydrate, 10 g protein: 1390 kJ, 330 kcal.
    const amounts = { fat: 10, carbohydrate: 50, protein: 10 }

    it('accepts kJ at the edge of 15 % and refuses it just beyond', () => {
      expect(nutritionProblems({ ...amounts, energyKj: 1390 * 1.15 })).toEqual({})
      expect(nutritionProblems({ ...amounts, energyKj: 1390 * 0.85 })).toEqual({})
      expect(nutritionProblems({ ...amounts, energyKj: 1600 }).energyKj).toBe(
        '1,600 kJ does not fit the amounts, which give about 1,390 kJ (a gram of fat gives 37 kJ, of carbohydrate or protein 17, of fibre 8). Check the figures, or leave the energy empty to have it worked out.',
      )
      expect(nutritionProblems({ ...amounts, energyKj: 1181 }).energyKj).toMatch(/^1,181 kJ does not fit the amounts/)
    })

    it('accepts kcal at the edge of 15 % and refuses it just beyond', () => {
      expect(nutritionProblems({ ...amounts, energyKcal: 330 * 1.15 })).toEqual({})
      expect(nutritionProblems({ ...amounts, energyKcal: 380 }).energyKcal).toBe(
        '380 kcal does not fit the amounts, which give about 330 kcal (a gram of fat gives 9 kcal, of carbohydrate or protein 4, of fibre 2). Check the figures, or leave the energy empty to have it worked out.',
      )
    })

    it('gives small amounts 20 kJ / 5 kcal of room', () => {
      const little = { fat: 0, carbohydrate: 2, protein: 0 } // 34 kJ, 8 kcal
      expect(nutritionProblems({ ...little, energyKj: 54, energyKcal: 13 })).toEqual({})
      expect(nutritionProblems({ ...little, energyKj: 55 }).energyKj).toMatch(/^55 kJ does not fit/)
      expect(nutritionProblems({ ...little, energyKcal: 14 }).energyKcal).toMatch(/^14 kcal does not fit/)
    })

    it('refuses kcal typed in the kJ field', () => {
      expect(nutritionProblems({ ...amounts, energyKj: 330 }).energyKj).toMatch(
        /^330 kJ does not fit the amounts, which give about 1,390 kJ/,
      )
    })

    it('does not compare while fat, carbohydrate or protein is missing', () => {
      expect(nutritionProblems({ fat: 10, carbohydrate: 50, energyKj: 3000 })).toEqual({})
    })
  })

  it('refuses kJ and kcal that do not match each other (beyond 5 % or 10 kJ), at kcal', () => {
    expect(nutritionProblems({ energyKj: 2162, energyKcal: 517 })).toEqual({})
    // The factors' own ratios: pure fat 3700 / 900, pure fibre 800 / 200.
    expect(nutritionProblems({ energyKj: 3700, energyKcal: 900 })).toEqual({})
    expect(nutritionProblems({ basis: '100ml', energyKj: 800, energyKcal: 200 })).toEqual({})
    // Small figures: 10 kJ of room. 2 kcal is 8.4 kJ.
    expect(nutritionProblems({ energyKj: 18, energyKcal: 2 })).toEqual({})
    expect(nutritionProblems({ energyKj: 19, energyKcal: 2 }).energyKcal).toMatch(/^19 kJ and 2 kcal do not match/)
    // Large figures: 5 %. 500 kcal is 2092 kJ; 5 % of it is 104.6 kJ.
    expect(nutritionProblems({ energyKj: 2196, energyKcal: 500 })).toEqual({})
    expect(nutritionProblems({ energyKj: 2197, energyKcal: 500 }).energyKcal).toMatch(/^2,197 kJ and 500 kcal do not match/)
    expect(nutritionProblems({ energyKj: 1000, energyKcal: 500 })).toEqual({
      energyKcal:
        '1,000 kJ and 500 kcal do not match: 500 kcal is about 2,092 kJ (1 kcal = 4.184 kJ). Check both figures, or leave one empty to have it worked out.',
    })
  })

  it('refuses a portion of 0, and accepts any portion above 0 or none', () => {
    expect(nutritionProblems({ portionSize: 0 })).toEqual({
      portionSize: 'Write the portion as an amount above 0, for example 30, or leave it empty.',
    })
    expect(nutritionProblems({ portionSize: 0.5 })).toEqual({})
    expect(nutritionProblems({ portionSize: null })).toEqual({})
  })

  it('reports every field that is wrong, one message each', () => {
    const problems = nutritionProblems({ ...chips, saturates: 31, sugars: 60, portionSize: -5 })
    expect(Object.keys(problems).sort()).toEqual(['portionSize', 'saturates', 'sugars'])
  })
})

describe('allergen ingredients and the "Contains" groups', () => {
  it('accepts marked ingredients whose group is ticked, and unmarked ones', () => {
    expect(
      unmarkedAllergensProblem(
        [{ name: 'Wheat flour', allergen: 'gluten' }, { name: 'Potatoes' }, { name: 'Milk powder', allergen: 'milk', percent: 2 }],
        ['milk', 'gluten'],
      ),
    ).toBeNull()
    expect(unmarkedAllergensProblem([], [])).toBeNull()
    expect(unmarkedAllergensProblem(null, null)).toBeNull()
  })

  it('leaves ingredients that are not a list of rows to the field’s own check, without failing', () => {
    expect(unmarkedAllergensProblem({ name: 'Sesame seeds', allergen: 'sesame' }, [])).toBeNull()
    expect(unmarkedAllergensProblem([null, 'salt', 7], 'sesame')).toBeNull()
    expect(unmarkedAllergensProblem([{ name: 42, allergen: 'sesame' }], 'sesame')).toBe(
      'Ingredient 1 is marked as an allergen (Sesame): tick Sesame here as well.',
    )
  })

  it('names the ingredient and the group that is not ticked', () => {
    expect(unmarkedAllergensProblem([{ name: 'Sesame seeds', allergen: 'sesame' }], ['milk'])).toBe(
      'Sesame seeds is marked as an allergen (Sesame): tick Sesame here as well.',
    )
    expect(
      unmarkedAllergensProblem(
        [
          { name: 'Wheat flour', allergen: 'gluten' },
          { name: '', allergen: 'sulphites' },
        ],
        undefined,
      ),
    ).toBe(
      'Wheat flour is marked as an allergen (Cereals containing gluten): tick Cereals containing gluten here as well. ' +
        'Ingredient 2 is marked as an allergen (Sulphur dioxide and sulphites): tick Sulphur dioxide and sulphites here as well.',
    )
  })

  it("ticking a group only under 'May contain' is not enough", () => {
    expect(unmarkedAllergensProblem([{ name: 'Hazelnuts', allergen: 'nuts' }], [])).toMatch(/^Hazelnuts is marked/)
  })
})

describe("an ingredient's share", () => {
  it('is a percentage from 0 to 100 when given', () => {
    expect(ingredientShareProblem(null)).toBeNull()
    expect(ingredientShareProblem(undefined)).toBeNull()
    expect(ingredientShareProblem(0)).toBeNull()
    expect(ingredientShareProblem(100)).toBeNull()
    expect(ingredientShareProblem(-0.1)).toBe('Write the share as a percentage from 0 to 100, or leave it empty.')
    expect(ingredientShareProblem(100.1)).toBe('Write the share as a percentage from 0 to 100, or leave it empty.')
  })
})

describe('"contains none of the 14 groups"', () => {
  it('is accepted with no group ticked and no ingredient marked, or when not ticked at all', () => {
    expect(noneConfirmedProblem(true, [], [{ name: 'Potatoes' }])).toBeNull()
    expect(noneConfirmedProblem(false, ['milk'], [])).toBeNull()
  })

  it('is refused beside a ticked group or a marked ingredient', () => {
    expect(noneConfirmedProblem(true, ['milk'], [])).toMatch(/cannot contain none/)
    expect(noneConfirmedProblem(true, [], [{ name: 'Wheat flour', allergen: 'gluten' }])).toMatch(/cannot contain none/)
  })
})
