import type { Nutrient } from './nutrients'

/**
 * An amount as a label declares it: the rounded number, how many decimals it is written
 * with, and whether it stands for "less than" that number ("<0.5 g"). Each language
 * writes the number itself; nothing here is text.
 */
export type RoundedAmount = { value: number; decimals: 0 | 1 | 2; lessThan: boolean }

/**
 * Rounds half up to a number of decimals without binary noise: 0.015 is 0.02, not 0.01
 * (0.015 × 100 is 1.4999999999999998 in floating point).
 */
export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals
  return Math.round(Number((value * scale).toPrecision(12))) / scale
}

/**
 * One rule of the European Commission's guidance on tolerances and rounding (December
 * 2012): from `wholeFrom` up, whole grams; above `floor`, `decimals` decimals; from just
 * above zero up to `floor` inclusive, "less than `floor`".
 */
type RoundingRule = { wholeFrom: number; decimals: 1 | 2; floor: number; floorDecimals: 1 | 2 }

/** Fat, carbohydrate, sugars, protein, fibre: 10 g and more to 1 g; above 0.5 g to 0.1 g; else "<0.5 g". */
const MACRONUTRIENT: RoundingRule = { wholeFrom: 10, decimals: 1, floor: 0.5, floorDecimals: 1 }
/** Saturates: 10 g and more to 1 g; above 0.1 g to 0.1 g; else "<0.1 g". */
const SATURATES: RoundingRule = { wholeFrom: 10, decimals: 1, floor: 0.1, floorDecimals: 1 }
/** Salt: 1 g and more to 0.1 g; above 0.0125 g to 0.01 g; else "<0.01 g" (the guidance's own floor). */
const SALT = { oneDecimalFrom: 1, floor: 0.0125 } as const

const rules: Record<Exclude<Nutrient, 'salt'>, RoundingRule> = {
  fat: MACRONUTRIENT,
  saturates: SATURATES,
  carbohydrate: MACRONUTRIENT,
  sugars: MACRONUTRIENT,
  fibre: MACRONUTRIENT,
  protein: MACRONUTRIENT,
}

const exactly = (value: number, decimals: 0 | 1 | 2): RoundedAmount => ({ value, decimals, lessThan: false })

/**
 * A nutrient's grams as the label declares them.
 *
 * Zero is declared as "0 g": the guidance allows "0" where the nutrient is absent (none
 * detectable), which is what an editor means by typing 0; any amount above zero up to the
 * floor is "<0.5 g" (or "<0.1 g", "<0.01 g"), since it is there, only too little to state.
 * A value that rounds up into the next band is written as that band writes it: 9.96 g
 * of fat is "10 g", not "10.0 g"; 0.996 g of salt is "1.0 g".
 */
export function roundNutrient(nutrient: Nutrient, grams: number): RoundedAmount {
  if (grams <= 0) return exactly(0, 0)
  if (nutrient === 'salt') {
    if (grams <= SALT.floor) return { value: 0.01, decimals: 2, lessThan: true }
    const hundredths = roundTo(grams, 2)
    return hundredths >= SALT.oneDecimalFrom ? exactly(roundTo(grams, 1), 1) : exactly(hundredths, 2)
  }
  const rule = rules[nutrient]
  if (grams <= rule.floor) return { value: rule.floor, decimals: rule.floorDecimals, lessThan: true }
  const fine = roundTo(grams, rule.decimals)
  return fine >= rule.wholeFrom ? exactly(roundTo(grams, 0), 0) : exactly(fine, rule.decimals)
}

/** Energy in kJ or kcal: to the nearest whole number. */
export function roundEnergy(value: number): RoundedAmount {
  return exactly(Math.max(0, roundTo(value, 0)), 0)
}

/**
 * A share of the reference intake, in whole percent. A share above zero that would round
 * to 0 % is written "<1 %", so a nutrient that is there never reads as none.
 */
export function roundPercent(percent: number): RoundedAmount {
  if (percent <= 0) return exactly(0, 0)
  const whole = roundTo(percent, 0)
  return whole < 1 ? { value: 1, decimals: 0, lessThan: true } : exactly(whole, 0)
}
