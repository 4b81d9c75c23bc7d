/** The lengths GS1 defines for a GTIN: GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13), GTIN-14. */
export const GTIN_LENGTHS = [8, 12, 13, 14] as const

/** The GS1 mod-10 check digit for the digits before it. */
export function gtinCheckDigit(body: string): number {
  let sum = 0
  // Weights alternate 3, 1, 3, ... starting from the digit next to the check digit.
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48
    sum += digit * (i % 2 === 0 ? 3 : 1)
  }
  return (10 - (sum % 10)) % 10
}

export function looksLikeGtin(code: string): boolean {
  return /^\d+$/.test(code) && (GTIN_LENGTHS as readonly number[]).includes(code.length)
}

export function isValidGtin(code: string): boolean {
  if (!looksLikeGtin(code)) return false
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.at(-1))
}

/** GS1 Digital Link and structured data want the 14-digit form. */
export function toGtin14(code: string): string {
  return code.padStart(14, '0')
}

/** Code 128 encodes printable ASCII; anything else cannot be drawn as a barcode. */
export function isCode128Text(code: string): boolean {
  return /^[\x20-\x7e]{1,48}$/.test(code)
}

/**
 * Why a barcode is refused, or undefined when it is fine. All-digit codes of a GTIN
 * length must carry the right check digit; any other printable code is Code 128.
 */
export function barcodeProblem(code: string): string | undefined {
  if (looksLikeGtin(code)) {
    const expected = gtinCheckDigit(code.slice(0, -1))
    if (expected !== Number(code.at(-1))) {
      return `The check digit of this ${code.length}-digit barcode is wrong: the last digit should be ${expected}.`
    }
    return undefined
  }
  if (/^\d+$/.test(code) && code.length < 8) {
    return 'A numeric barcode needs 8, 12, 13 or 14 digits.'
  }
  if (!isCode128Text(code)) {
    return 'A barcode may use only Latin letters, digits and common symbols, up to 48 characters.'
  }
  return undefined
}

/**
 * The ways one GTIN can be stored: as printed (8, 12 or 13 digits) or padded to 14.
 * `00000096385074`, `96385074` and `0096385074` name the same product.
 */
export function gtinForms(code: string): string[] {
  if (!/^\d{8,14}$/.test(code)) return []
  const padded = toGtin14(code)
  return GTIN_LENGTHS.filter((length) => /^0*$/.test(padded.slice(0, 14 - length))).map((length) => padded.slice(14 - length))
}
