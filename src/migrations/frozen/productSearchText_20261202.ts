/**
 * FROZEN: a copy of what the hamza migrations of 2 December 2026
 * (sqlite/20261202_010000_search_text_hamza.ts, postgres/20261202_010000_search_text_hamza.ts)
 * ran to fill `search_text` again once the normalisation folded yeh and waw with hamza
 * (ئ into ی, ؤ into و): the search text of src/hooks/productSearchText.ts and
 * src/lib/arabicSearch.ts as they were on that day.
 *
 * Never edit this file. A migration must do on any database, at any later date, what it
 * did when it was written; the live hook and normaliser may change. A newer rule for the
 * search text is a new migration with a frozen copy of its own.
 */

/** Each variant and the one letter that stands for all of them. */
const LETTER_FOLDS: ReadonlyArray<readonly [RegExp, string]> = [
  // Arabic kaf ك and keheh ک (Kurdish, Persian).
  [/[\u0643\u06a9]/g, '\u06a9'],
  // Arabic yeh ي, Farsi/Kurdish yeh ی, alef maksura ى, and yeh with hamza ئ.
  [/[\u064a\u06cc\u0649\u0626]/g, '\u06cc'],
  // Waw with hamza ؤ and waw و.
  [/[\u0624\u0648]/g, '\u0648'],
  // Heh ه, Kurdish ae ە, heh doachashmee ھ, teh marbuta ة.
  [/[\u0647\u06d5\u06be\u0629]/g, '\u0647'],
  // Alef with hamza above or below, with madda, wasla, and the bare alef.
  [/[\u0623\u0625\u0622\u0671\u0627]/g, '\u0627'],
]

// Harakat and other marks (U+064B–U+065F), the superscript alef (U+0670) and tatweel (U+0640).
const MARKS = /[\u064b-\u065f\u0670\u0640]/g

// Zero-width joiners and direction marks.
const INVISIBLES = /[\u200b-\u200f\u061c\u2066-\u2069\ufeff]/g

const ARABIC_INDIC_ZERO = 0x0660
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0

function normalizeSearchText(text: string): string {
  let result = text.normalize('NFKC').toLowerCase().replace(INVISIBLES, '').replace(MARKS, '')
  for (const [variants, letter] of LETTER_FOLDS) result = result.replace(variants, letter)
  result = result
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - EXTENDED_ARABIC_INDIC_ZERO))
  return result.replace(/\s+/g, ' ').trim()
}

/** Every title and the barcode, normalized. */
function productSearchText(titles: Array<string | null | undefined>, barcode?: string | null): string {
  const parts = [...titles, barcode].filter((part): part is string => typeof part === 'string' && part.trim() !== '')
  return normalizeSearchText([...new Set(parts)].join(' '))
}

type StoredTitleRow = { id: number | string; barcode: string | null; title: string | null }

/** The search text of each product, from rows of (product, barcode, one language's title). */
export function searchTextsByProduct(rows: StoredTitleRow[]): Map<number | string, string> {
  const products = new Map<number | string, { titles: Array<string | null>; barcode: string | null }>()
  for (const row of rows) {
    const product = products.get(row.id) ?? { titles: [], barcode: row.barcode }
    product.titles.push(row.title)
    products.set(row.id, product)
  }
  return new Map([...products].map(([id, { titles, barcode }]) => [id, productSearchText(titles, barcode)]))
}
