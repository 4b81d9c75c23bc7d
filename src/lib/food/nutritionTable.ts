import { declaredEnergy, type NutrientAmounts } from './energy'
import { type Nutrient, NUTRIENTS, type NutritionBasis } from './nutrients'
import { hasReferenceIntake, percentOfReferenceIntake, perPortion } from './referenceIntakes'
import { roundEnergy, roundNutrient, roundPercent, type RoundedAmount } from './rounding'

/** A product's `nutrition` group as stored (every amount optional). */
export type NutritionInput = NutrientAmounts & {
  basis?: string | null
  energyKj?: number | null
  energyKcal?: number | null
  portionSize?: number | null
}

export type EnergyAmounts = { kj: RoundedAmount; kcal: RoundedAmount }

type Columns<T> = {
  per100: T
  /** Only with a portion size. */
  perPortion: T | null
  /** Per portion, only with a portion size and for what has a reference intake (not fibre). */
  referenceIntake: RoundedAmount | null
}

export type EnergyRow = { name: 'energy' } & Columns<EnergyAmounts>
/** `partOf` names the row it is a part of ("of which saturates" of fat). */
export type NutrientRow = { name: Nutrient; partOf: Nutrient | null } & Columns<RoundedAmount>
export type NutritionRow = EnergyRow | NutrientRow

export type NutritionTable = {
  basis: NutritionBasis
  /** The portion in g (or ml for a declaration per 100 ml), or null when none is given. */
  portion: number | null
  /** Energy was not typed (or only one of kJ and kcal was): it is worked out. */
  energyWorkedOut: boolean
  /** In the Regulation's order (Annex XV): energy, fat, saturates, carbohydrate, sugars, fibre, protein, salt. */
  rows: NutritionRow[]
}

const partOf: Partial<Record<Nutrient, Nutrient>> = { saturates: 'fat', sugars: 'carbohydrate' }

const given = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/**
 * The nutrition declaration as a label shows it: rounded amounts per 100 g (or ml), per
 * portion with the share of the reference intake when a portion size is given, energy
 * worked out when empty. Only what is given has a row; null when nothing is.
 */
export function nutritionTable(nutrition: NutritionInput | null | undefined): NutritionTable | null {
  if (!nutrition) return null
  const portion = given(nutrition.portionSize) && nutrition.portionSize > 0 ? nutrition.portionSize : null
  const rows: NutritionRow[] = []

  const energy = declaredEnergy(nutrition)
  if (energy) {
    const scaled = portion === null ? null : { kj: perPortion(energy.kj, portion), kcal: perPortion(energy.kcal, portion) }
    rows.push({
      name: 'energy',
      per100: { kj: roundEnergy(energy.kj), kcal: roundEnergy(energy.kcal) },
      perPortion: scaled && { kj: roundEnergy(scaled.kj), kcal: roundEnergy(scaled.kcal) },
      referenceIntake: scaled && roundPercent(percentOfReferenceIntake('energyKj', scaled.kj)),
    })
  }

  for (const { name } of NUTRIENTS) {
    const grams = nutrition[name]
    if (!given(grams)) continue
    const scaled = portion === null ? null : perPortion(grams, portion)
    rows.push({
      name,
      partOf: partOf[name] ?? null,
      per100: roundNutrient(name, grams),
      perPortion: scaled === null ? null : roundNutrient(name, scaled),
      referenceIntake: scaled !== null && hasReferenceIntake(name) ? roundPercent(percentOfReferenceIntake(name, scaled)) : null,
    })
  }

  if (rows.length === 0) return null
  return {
    basis: nutrition.basis === '100ml' ? '100ml' : '100g',
    portion,
    energyWorkedOut: Boolean(energy && (energy.kjWorkedOut || energy.kcalWorkedOut)),
    rows,
  }
}
