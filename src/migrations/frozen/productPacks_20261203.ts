/**
 * FROZEN: what the product-packs migrations of 3 December 2026
 * (sqlite/20261203_120716_product_packs.ts, postgres/20261203_120728_product_packs.ts) ran to
 * give each product's barcode to its first pack: the GTIN check of src/lib/gtin.ts and the
 * rule of src/hooks/mainPackBarcode.ts as they were on that day.
 *
 * Never edit this file. A migration must do on any database, at any later date, what it
 * did when it was written; the live rules may change.
 */

/** A row with a barcode: a product (its id) or one of its versions (the version's id). */
export type WithBarcode = { id: number; barcode: string | null }

/** The first (lowest `_order`) pack row of a product or version, if it has one. */
export type FirstPack = { parentId: number; packId: string | number }

/** What happens to one barcode: it becomes the first pack's GTIN or other code, or a pack of its own. */
export type BarcodeMove =
  | { kind: 'gtin'; parentId: number; packId: string | number; code: string }
  | { kind: 'otherCode'; parentId: number; packId: string | number; code: string }
  | { kind: 'newPack'; parentId: number; column: 'gtin' | 'other_code'; code: string }

function isValidGtin(code: string): boolean {
  if (!/^\d+$/.test(code) || ![8, 12, 13, 14].includes(code.length)) return false
  let sum = 0
  const body = code.slice(0, -1)
  for (let i = 0; i < body.length; i++) sum += (body.charCodeAt(body.length - 1 - i) - 48) * (i % 2 === 0 ? 3 : 1)
  return (10 - (sum % 10)) % 10 === Number(code.at(-1))
}

/**
 * Each non-empty barcode goes to its product's first pack: a GTIN (right length, right check
 * digit) as the pack's `gtin`, anything else (a Code 128 article code, or digits that are not a
 * GTIN) unchanged as its `otherCode`. A product with a barcode and no pack sizes gets a pack
 * holding only the code. `barcode` itself stays as it was, now the main pack's code.
 */
export function barcodeMoves(rows: readonly WithBarcode[], firstPacks: readonly FirstPack[]): BarcodeMove[] {
  const firstOf = new Map(firstPacks.map((pack) => [pack.parentId, pack.packId]))
  return rows.flatMap(({ id, barcode }): BarcodeMove[] => {
    const code = barcode?.trim()
    if (!code) return []
    const gtin = isValidGtin(code)
    const packId = firstOf.get(id)
    if (packId === undefined) return [{ kind: 'newPack', parentId: id, column: gtin ? 'gtin' : 'other_code', code }]
    return [gtin ? { kind: 'gtin', parentId: id, packId, code } : { kind: 'otherCode', parentId: id, packId, code }]
  })
}

/** A new row id for a product's pack, in the shape Payload gives them (24 hexadecimal digits). */
export function newRowId(): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
