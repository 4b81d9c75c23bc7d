import { describe, expect, it } from 'vitest'

import { products } from '../../scripts/seed/content/catalogue'
import { COUNTRY_CODES } from '@/lib/countries'
import { isValidGtin, toGtin14 } from '@/lib/gtin'
import { PALLET_TYPES } from '@/lib/packs'
import { caseGtinProblem, hsCodeProblem, packGtinProblem, storageRangeProblem } from '@/lib/tradeItem'

/** The demo catalogue's packs pass the rules an editor's packs pass, so `npm start` can seed them. */
describe('the demo packs', () => {
  const packs = products.flatMap((product) => product.packs.map((pack) => ({ slug: product.slug, ...pack })))

  it('keep the product’s barcode on the main pack', () => {
    for (const { slug, barcode, packs: own } of products) expect(own[0]?.gtin, slug).toBe(barcode)
  })

  it('give every pack and every case a valid GTIN of its own', () => {
    const codes = packs.flatMap(({ gtin, caseGtin }) => [gtin, caseGtin])
    for (const { slug, gtin, caseGtin } of packs) {
      expect(packGtinProblem(gtin), `${slug} ${gtin}`).toBeUndefined()
      expect(caseGtinProblem(caseGtin), `${slug} ${caseGtin}`).toBeUndefined()
      expect(isValidGtin(gtin)).toBe(true)
    }
    // Compared as GTIN-14, the form in which a 13-digit pack code and a 14-digit case code could meet.
    expect(new Set(codes.map(toGtin14)).size).toBe(codes.length)
    expect(packs.length).toBeGreaterThan(products.length)
  })

  it('carry logistics an importer would accept', () => {
    for (const pack of packs) {
      expect(hsCodeProblem(pack.hsCode), pack.slug).toBeUndefined()
      expect(storageRangeProblem(pack.storageMinC, pack.storageMaxC), pack.slug).toBeUndefined()
      expect(COUNTRY_CODES).toContain(pack.countryOfOrigin)
      expect(PALLET_TYPES.map(({ value }) => value)).toContain(pack.palletType)
      // A full case weighs more than the food in it, and a pallet stays under a tonne.
      expect(pack.caseGrossWeight, pack.slug).toBeGreaterThan((pack.unitsPerCase * pack.amount) / 1000)
      expect(pack.caseGrossWeight * pack.casesPerLayer * pack.layersPerPallet, pack.slug).toBeLessThan(1000)
    }
  })
})
