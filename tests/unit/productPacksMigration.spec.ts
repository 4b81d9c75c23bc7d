import { describe, expect, it } from 'vitest'

import { barcodeMoves } from '../../src/migrations/frozen/productPacks_20261203'

/** Where each kind of barcode goes when pack sizes become packs (the rule the migration froze). */
describe('the product-packs migration’s barcodes', () => {
  const firstPacks = [
    { parentId: 1, packId: 'a' },
    { parentId: 2, packId: 'b' },
    { parentId: 3, packId: 'c' },
  ]

  it('gives a GTIN to the first pack as its GTIN, and any other code as its other code', () => {
    expect(
      barcodeMoves(
        [
          { id: 1, barcode: '6261001000015' },
          { id: 2, barcode: 'HF-CHIPS-001' },
          // Digits that are not a GTIN (a wrong check digit from before it was checked) are kept, not dropped.
          { id: 3, barcode: '6261001000016' },
        ],
        firstPacks,
      ),
    ).toEqual([
      { kind: 'gtin', parentId: 1, packId: 'a', code: '6261001000015' },
      { kind: 'otherCode', parentId: 2, packId: 'b', code: 'HF-CHIPS-001' },
      { kind: 'otherCode', parentId: 3, packId: 'c', code: '6261001000016' },
    ])
  })

  it('makes a pack for a barcode without pack sizes, and nothing for no barcode', () => {
    expect(
      barcodeMoves(
        [
          { id: 4, barcode: '96385074' },
          { id: 5, barcode: 'SKU 5' },
          { id: 1, barcode: null },
          { id: 2, barcode: '  ' },
        ],
        firstPacks,
      ),
    ).toEqual([
      { kind: 'newPack', parentId: 4, column: 'gtin', code: '96385074' },
      { kind: 'newPack', parentId: 5, column: 'other_code', code: 'SKU 5' },
    ])
  })
})
