/**
 * Arabic and Kurdish are typed on many keyboards, and the same word comes out in several
 * spellings: Arabic kaf and yeh or their Persian/Kurdish forms, heh or Kurdish ae, alef,
 * yeh and waw with or without hamza, vowel marks or none. Stored text and the visitor's query both
 * pass through `normalizeSearchText`, so any of these spellings finds the others.
 */

/** Each variant and the one letter that stands for all of them. */
const LETTER_FOLDS: ReadonlyArray<readonly [RegExp, string]> = [
  // Arabic kaf ك and keheh ک (Kurdish, Persian).
  [/[\u0643\u06a9]/g, '\u06a9'],
  // Arabic yeh ي, Farsi/Kurdish yeh ی, alef maksura ى, and yeh with hamza ئ: "رقائق" is
  // often typed "رقايق", and Kurdish writes ئ where Arabic keyboards give ی or nothing.
  [/[\u064a\u06cc\u0649\u0626]/g, '\u06cc'],
  // Waw with hamza ؤ and waw و: "مسؤول" is also written "مسوول".
  [/[\u0624\u0648]/g, '\u0648'],
  // Heh ه, Kurdish ae ە, heh doachashmee ھ (used for h on some Kurdish keyboards), teh marbuta ة.
  [/[\u0647\u06d5\u06be\u0629]/g, '\u0647'],
  // Alef with hamza above or below, with madda, wasla, and the bare alef.
  [/[\u0623\u0625\u0622\u0671\u0627]/g, '\u0627'],
]

// Harakat and other marks (U+064B–U+065F), the superscript alef (U+0670) and tatweel (U+0640).
const MARKS = /[\u064b-\u065f\u0670\u0640]/g

// Zero-width joiners and direction marks: invisible, typed by some keyboards and not others.
const INVISIBLES = /[\u200b-\u200f\u061c\u2066-\u2069\ufeff]/g

const ARABIC_INDIC_ZERO = 0x0660
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0

/** The form of a text that search compares: see the comment at the top of this file. */
export function normalizeSearchText(text: string): string {
  // NFKC turns Arabic presentation forms (pasted from PDFs and old software) into plain letters.
  let result = text.normalize('NFKC').toLowerCase().replace(INVISIBLES, '').replace(MARKS, '')
  for (const [variants, letter] of LETTER_FOLDS) result = result.replace(variants, letter)
  result = result
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - EXTENDED_ARABIC_INDIC_ZERO))
  return result.replace(/\s+/g, ' ').trim()
}
