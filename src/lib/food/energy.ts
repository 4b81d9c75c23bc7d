import type { Nutrient } from './nutrients'

/** 1 kcal is 4.184 kJ (the thermochemical calorie the Regulation's Annex XIV factors use). */
export const KJ_PER_KCAL = 4.184

/**
 * Energy per gram, Annex XIV of Regulation (EU) No 1169/2011, for the amounts a product
 * here declares. Salt gives none; polyols, alcohol and the like have no field here.
 */
export const ENERGY_FACTORS = {
  fat: { kj: 37, kcal: 9 },
  carbohydrate: { kj: 17, kcal: 4 },
  protein: { kj: 17, kcal: 4 },
  fibre: { kj: 8, kcal: 2 },
} as const

/** The amounts a declaration may hold, in grams; `null` or missing when not given. */
export type NutrientAmounts = Partial<Record<Nutrient, number | null | undefined>>

export type EnergyValues = { kj: number; kcal: number }

const given = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/**
 * The energy the amounts give by the Annex XIV factors, unrounded. Only with fat,
 * carbohydrate and protein all given (fibre counts when given): from fewer, the figure
 * would be too low and look like a real one.
 */
export function energyFromNutrients(amounts: NutrientAmounts): EnergyValues | null {
  if (!given(amounts.fat) || !given(amounts.carbohydrate) || !given(amounts.protein)) return null
  let kj = 0
  let kcal = 0
  for (const [nutrient, factor] of Object.entries(ENERGY_FACTORS) as Array<[keyof typeof ENERGY_FACTORS, EnergyValues]>) {
    const grams = amounts[nutrient]
    if (!given(grams)) continue
    kj += grams * factor.kj
    kcal += grams * factor.kcal
  }
  return { kj, kcal }
}

/** The energy to declare, and which of its two figures were worked out rather than typed. */
export type DeclaredEnergy = EnergyValues & { kjWorkedOut: boolean; kcalWorkedOut: boolean }

/**
 * The energy of a declaration: what the editor typed; where a figure is empty, the other
 * typed figure converted (1 kcal = 4.184 kJ), else the amounts' energy (Annex XIV).
 *
 * Only what the editor typed is stored: an empty figure is worked out here, when the
 * declaration is shown (product page, admin preview), so it always follows the amounts
 * as they are now, with nothing stored that could fall out of step with them. The REST
 * answer therefore has `null` for an energy left empty; this function is how to read it.
 */
export function declaredEnergy(
  nutrition: NutrientAmounts & { energyKj?: number | null; energyKcal?: number | null },
): DeclaredEnergy | null {
  const typedKj = given(nutrition.energyKj) ? nutrition.energyKj : null
  const typedKcal = given(nutrition.energyKcal) ? nutrition.energyKcal : null
  if (typedKj !== null && typedKcal !== null) return { kj: typedKj, kcal: typedKcal, kjWorkedOut: false, kcalWorkedOut: false }
  if (typedKj !== null) return { kj: typedKj, kcal: typedKj / KJ_PER_KCAL, kjWorkedOut: false, kcalWorkedOut: true }
  if (typedKcal !== null) return { kj: typedKcal * KJ_PER_KCAL, kcal: typedKcal, kjWorkedOut: true, kcalWorkedOut: false }
  const fromNutrients = energyFromNutrients(nutrition)
  return fromNutrients && { ...fromNutrients, kjWorkedOut: true, kcalWorkedOut: true }
}
