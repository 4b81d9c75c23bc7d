import { ALLERGENS, isAllergen } from './allergens'
import { energyFromNutrients, KJ_PER_KCAL } from './energy'
import { type Nutrient, NUTRIENTS } from './nutrients'
import type { NutritionInput } from './nutritionTable'

/** A field of the `nutrition` group that a problem is shown at. */
export type NutritionField = 'basis' | 'energyKj' | 'energyKcal' | Nutrient | 'portionSize'

/** What is wrong with a declaration, field by field, in the editor's words; empty when nothing is. */
export type NutritionProblems = Partial<Record<NutritionField, string>>

/**
 * How far typed energy may be from what the amounts give (Annex XIV factors): 15 %, or
 * 20 kJ / 5 kcal for small amounts, whichever is larger. That is room for a pack's own
 * rounding of each amount (at most about 2 % on a typical product), for the energy a
 * laboratory measured and for what this form has no field for (polyols, organic acids);
 * a typo (a digit too many or too few, kcal typed as kJ) is off by far more.
 */
export const ENERGY_TOLERANCE = { share: 0.15, kj: 20, kcal: 5 } as const

/**
 * How far typed kJ and kcal may be from each other (1 kcal = 4.184 kJ): 5 %, or 10 kJ,
 * whichever is larger. Figures worked out with the Annex XIV factors are 4.0 to 4.25 kJ a
 * kcal (fibre 8/2, carbohydrate 17/4), at most 4.4 % from 4.184, and each is rounded.
 */
export const KJ_KCAL_TOLERANCE = { share: 0.05, kj: 10 } as const

/** The most energy 100 g can have: pure fat (37 kJ, 9 kcal a gram). */
export const MAX_ENERGY_PER_100G = { kj: 100 * 37, kcal: 100 * 9 } as const

/** The nutrients that make up a product's weight (saturates and sugars are part of fat and carbohydrate). */
const WEIGHING: readonly Nutrient[] = ['fat', 'carbohydrate', 'fibre', 'protein', 'salt']

const names: Record<Nutrient, string> = {
  fat: 'Fat',
  saturates: 'Saturates',
  carbohydrate: 'Carbohydrate',
  sugars: 'Sugars',
  fibre: 'Fibre',
  protein: 'Protein',
  salt: 'Salt',
}

const AMOUNT_FIELDS = ['energyKj', 'energyKcal', ...NUTRIENTS.map(({ name }) => name), 'portionSize'] as const

const number = new Intl.NumberFormat('en', { maximumFractionDigits: 2 })
const g = (value: number) => `${number.format(value)} g`
const kj = (value: number) => `${number.format(Math.round(value))} kJ`
const kcal = (value: number) => `${number.format(Math.round(value))} kcal`

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)
const isEmpty = (value: unknown) => value === null || value === undefined || value === ''

const beyond = (typed: number, expected: number, share: number, minimum: number) =>
  Math.abs(typed - expected) > Math.max(expected * share, minimum)

/**
 * Everything wrong with a nutrition declaration, at the field to correct: no negative
 * amounts; per 100 g, no amount above 100 g and all of them together not either;
 * saturates within fat and sugars within carbohydrate; typed energy that fits the
 * amounts and kJ that fit kcal; a portion above 0. One message a field, the first found.
 */
export function nutritionProblems(nutrition: NutritionInput | null | undefined): NutritionProblems {
  const problems: NutritionProblems = {}
  if (!nutrition) return problems
  const report = (field: NutritionField, message: string) => {
    problems[field] ??= message
  }

  const values: Partial<Record<(typeof AMOUNT_FIELDS)[number], number>> = {}
  for (const field of AMOUNT_FIELDS) {
    const value: unknown = nutrition[field]
    if (isEmpty(value)) continue
    if (!isNumber(value)) report(field, 'Write a number, for example 12.5.')
    else if (value < 0) report(field, 'Write 0 or more: an amount cannot be below zero.')
    else values[field] = value
  }
  const perHundredGrams = nutrition.basis !== '100ml'

  if (values.portionSize === 0) report('portionSize', 'Write the portion as an amount above 0, for example 30, or leave it empty.')

  let singleAbove100 = false
  if (perHundredGrams) {
    for (const { name } of NUTRIENTS) {
      const value = values[name]
      if (value !== undefined && value > 100) {
        singleAbove100 = true
        report(name, `${names[name]} cannot be more than 100 g in 100 g of the product.`)
      }
    }
  }

  const { fat, saturates, carbohydrate, sugars } = values
  if (saturates !== undefined && fat !== undefined && saturates > fat) {
    report('saturates', `Saturates (${g(saturates)}) cannot be more than the fat they are part of (${g(fat)}).`)
  }
  if (sugars !== undefined && carbohydrate !== undefined && sugars > carbohydrate) {
    report('sugars', `Sugars (${g(sugars)}) cannot be more than the carbohydrate they are part of (${g(carbohydrate)}).`)
  }

  if (perHundredGrams && !singleAbove100) {
    const total = WEIGHING.reduce((sum, name) => sum + (values[name] ?? 0), 0)
    // A hair of room for binary fractions: 33.3 + 33.3 + 33.4 is 100.00000000000001.
    if (total > 100 + 1e-9) {
      report(
        'basis',
        `Fat, carbohydrate, fibre, protein and salt add up to ${g(total)}, more than the 100 g they are given for. Check the amounts.`,
      )
    }
  }

  if (perHundredGrams && values.energyKj !== undefined && values.energyKj > MAX_ENERGY_PER_100G.kj) {
    report('energyKj', `100 g cannot have more than ${kj(MAX_ENERGY_PER_100G.kj)}: that is pure fat. Check the figure.`)
  }
  if (perHundredGrams && values.energyKcal !== undefined && values.energyKcal > MAX_ENERGY_PER_100G.kcal) {
    report('energyKcal', `100 g cannot have more than ${kcal(MAX_ENERGY_PER_100G.kcal)}: that is pure fat. Check the figure.`)
  }

  const expected = energyFromNutrients(values)
  if (expected && values.energyKj !== undefined && beyond(values.energyKj, expected.kj, ENERGY_TOLERANCE.share, ENERGY_TOLERANCE.kj)) {
    report(
      'energyKj',
      `${kj(values.energyKj)} does not fit the amounts, which give about ${kj(expected.kj)} (a gram of fat gives 37 kJ, of carbohydrate or protein 17, of fibre 8). Check the figures, or leave the energy empty to have it worked out.`,
    )
  }
  if (
    expected &&
    values.energyKcal !== undefined &&
    beyond(values.energyKcal, expected.kcal, ENERGY_TOLERANCE.share, ENERGY_TOLERANCE.kcal)
  ) {
    report(
      'energyKcal',
      `${kcal(values.energyKcal)} does not fit the amounts, which give about ${kcal(expected.kcal)} (a gram of fat gives 9 kcal, of carbohydrate or protein 4, of fibre 2). Check the figures, or leave the energy empty to have it worked out.`,
    )
  }
  if (values.energyKj !== undefined && values.energyKcal !== undefined) {
    const asKj = values.energyKcal * KJ_PER_KCAL
    if (beyond(values.energyKj, asKj, KJ_KCAL_TOLERANCE.share, KJ_KCAL_TOLERANCE.kj)) {
      report(
        'energyKcal',
        `${kj(values.energyKj)} and ${kcal(values.energyKcal)} do not match: ${kcal(values.energyKcal)} is about ${kj(asKj)} (1 kcal = 4.184 kJ). Check both figures, or leave one empty to have it worked out.`,
      )
    }
  }

  return problems
}

/** An ingredient row as stored (its name in the language being edited). */
export type IngredientInput = { name?: string | null; allergen?: string | null; percent?: number | null }

const groupName = (value: string) => ALLERGENS.find((allergen) => allergen.value === value)?.label ?? value

const asList = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : [])

/**
 * An ingredient marked as an allergen whose group is not ticked under "Contains": the
 * visitor's allergen line would miss it. Null when every marked group is ticked. The values
 * are as sent, so anything that is not a list of rows is left to the fields' own checks.
 */
export function unmarkedAllergensProblem(ingredients: unknown, allergens: unknown): string | null {
  const ticked = new Set(asList(allergens).filter(isAllergen))
  const sentences: string[] = []
  asList(ingredients).forEach((row, index) => {
    if (typeof row !== 'object' || row === null) return
    const ingredient = row as IngredientInput
    if (!isAllergen(ingredient.allergen) || ticked.has(ingredient.allergen)) return
    const name = (typeof ingredient.name === 'string' && ingredient.name.trim()) || `Ingredient ${index + 1}`
    const group = groupName(ingredient.allergen)
    sentences.push(`${name} is marked as an allergen (${group}): tick ${group} here as well.`)
  })
  return sentences.length > 0 ? sentences.join(' ') : null
}

/** An ingredient's share, when given: a percentage from 0 to 100. */
export function ingredientShareProblem(percent: unknown): string | null {
  if (isEmpty(percent)) return null
  return isNumber(percent) && percent >= 0 && percent <= 100 ? null : 'Write the share as a percentage from 0 to 100, or leave it empty.'
}

/**
 * "None of the 14 groups" is the editor's confirmation that the product has no allergen:
 * it cannot stand beside a ticked group, nor beside an ingredient marked as one.
 */
export function noneConfirmedProblem(none: unknown, allergens: unknown, ingredients: unknown): string | null {
  if (none !== true) return null
  const marked = asList(ingredients).some((row) => typeof row === 'object' && row !== null && isAllergen((row as IngredientInput).allergen))
  if (asList(allergens).some(isAllergen) || marked) {
    return 'The product contains an allergen group, so it cannot contain none. Untick this box, or untick the groups and the marked ingredients.'
  }
  return null
}
