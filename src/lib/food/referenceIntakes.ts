import type { Nutrient } from './nutrients'

/**
 * Reference intakes of an average adult, Annex XIII part B of Regulation (EU) No 1169/2011.
 * Fibre has none.
 */
export const REFERENCE_INTAKES = {
  energyKj: 8400,
  energyKcal: 2000,
  fat: 70,
  saturates: 20,
  carbohydrate: 260,
  sugars: 90,
  protein: 50,
  salt: 6,
} as const satisfies Partial<Record<Nutrient | 'energyKj' | 'energyKcal', number>>

export type WithReferenceIntake = keyof typeof REFERENCE_INTAKES

export function hasReferenceIntake(name: string): name is WithReferenceIntake {
  return name in REFERENCE_INTAKES
}

/** An amount per 100 g or 100 ml, scaled to a portion of `portion` g or ml. */
export function perPortion(per100: number, portion: number): number {
  return (per100 * portion) / 100
}

/**
 * The share of the reference intake an amount is, in percent, unrounded: it is worked
 * out from the unrounded amount, and only the share itself is rounded for the label, so
 * a rounding of the amount is not multiplied into it.
 */
export function percentOfReferenceIntake(name: WithReferenceIntake, amount: number): number {
  return (amount / REFERENCE_INTAKES[name]) * 100
}
