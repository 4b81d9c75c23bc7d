import { barcodeProblem, gtinCheckDigit, isValidGtin, looksLikeGtin } from './gtin'

/*
 * The rules a pack's trade data follows, as an importer's listing form checks them. Each
 * returns what is wrong, in words an editor can act on, or undefined when the value is fine.
 */

/** A pack's own GTIN: 8, 12, 13 or 14 digits with the GS1 check digit. */
export function packGtinProblem(code: string): string | undefined {
  if (!/^\d+$/.test(code)) return 'A GTIN has digits only: the 8, 12, 13 or 14 digits under the barcode on the pack.'
  if (!looksLikeGtin(code)) return `A GTIN has 8, 12, 13 or 14 digits; this one has ${code.length}.`
  return checkDigitProblem(code)
}

/** A case's GTIN is always a GTIN-14, the code on the outer carton. */
export function caseGtinProblem(code: string): string | undefined {
  if (!/^\d{14}$/.test(code)) return 'The GTIN of a case has exactly 14 digits, as printed on the carton.'
  return checkDigitProblem(code)
}

function checkDigitProblem(code: string): string | undefined {
  const expected = gtinCheckDigit(code.slice(0, -1))
  return expected === Number(code.at(-1)) ? undefined : `The check digit of this GTIN is wrong: the last digit should be ${expected}.`
}

/**
 * A code that is not a GTIN (a shop's or the company's own article number), drawn as Code
 * 128. A GTIN written here would not be checked for a twin, so it is sent to its own field.
 */
export function otherCodeProblem(code: string): string | undefined {
  if (isValidGtin(code)) return 'This is a GTIN: write it in the GTIN field above.'
  return barcodeProblem(code)
}

/** The customs code: the 6 digits of the Harmonized System, and up to 4 more of a country's tariff. */
export function hsCodeProblem(code: string): string | undefined {
  return /^\d{6,10}$/.test(code) ? undefined : 'Write the customs (HS) code as 6 to 10 digits, without dots or spaces, for example 200520.'
}

/** The coldest and warmest a pack may be stored at: the lower number first, within what food storage means. */
export function storageRangeProblem(min: number | null | undefined, max: number | null | undefined): string | undefined {
  for (const value of [min, max]) {
    if (typeof value === 'number' && (value < -40 || value > 60)) return 'Write a temperature between -40 °C and 60 °C.'
  }
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    return 'The lowest storage temperature must not be above the highest.'
  }
  return undefined
}

/** Copied codes come with spaces or hyphens ("626 1001 00001-5"); a GTIN is stored as bare digits. */
export function bareDigits(value: string): string {
  const trimmed = value.trim()
  const digits = trimmed.replace(/[\s-]+/g, '')
  return /^\d+$/.test(digits) ? digits : trimmed
}
