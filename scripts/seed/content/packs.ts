import type { PackSeed } from './types.ts'

/** How a product is packed, which decides its case, pallet and keeping. */
export type Packing = 'bag' | 'box' | 'jar'

/** GS1 mod-10, as src/lib/gtin.ts computes it; the seed keeps its own so its codes are fixed data. */
function withCheckDigit(body: string): string {
  let sum = 0
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1)
  return `${body}${(10 - (sum % 10)) % 10}`
}

/** Cases as a snack maker ships them to a wholesaler: light bags in big cartons, boxes and jars in smaller, heavier ones. */
const cases: Record<Packing, { units: (grams: number) => number; size: [number, number, number]; perLayer: number; layers: number }> = {
  bag: { units: (grams) => (grams <= 30 ? 48 : grams <= 100 ? 24 : 12), size: [400, 300, 330], perLayer: 8, layers: 5 },
  box: { units: (grams) => (grams <= 200 ? 20 : 12), size: [390, 260, 210], perLayer: 9, layers: 6 },
  jar: { units: () => 12, size: [320, 240, 150], perLayer: 12, layers: 7 },
}

/** Days from making to best before, and the storage range the packs print. */
const keeping: Record<Packing, { days: number; min: number; max: number }> = {
  bag: { days: 180, min: 5, max: 25 },
  box: { days: 270, min: 10, max: 25 },
  jar: { days: 365, min: 5, max: 25 },
}

/**
 * A product's packs, smallest first: the first keeps the product's barcode (the main pack), each
 * further size gets its own EAN-13 in the company's range (the digit after 626100100 counts the
 * size), and each case the GTIN-14 made of indicator digit 1 and the pack's code, as GS1 advises.
 */
export function packsOf(barcode: string, packing: Packing, hsCode: string, grams: number[]): PackSeed[] {
  const body = barcode.slice(0, 12)
  const { units, size, perLayer, layers } = cases[packing]
  const { days, min, max } = keeping[packing]
  return grams.map((amount, index) => {
    const gtin = index === 0 ? barcode : withCheckDigit(`${body.slice(0, 9)}${index}${body.slice(10)}`)
    const unitsPerCase = units(amount)
    const [caseLength, caseWidth, caseHeight] = size
    // The food, a fifth more for film, glass or board, and the carton.
    const caseGrossWeight = Math.round(((unitsPerCase * amount * 1.2) / 1000 + 0.35) * 100) / 100
    return {
      gtin,
      amount,
      unit: 'g',
      caseGtin: withCheckDigit(`1${gtin.slice(0, 12)}`),
      unitsPerCase,
      caseLength,
      caseWidth,
      caseHeight,
      caseGrossWeight,
      casesPerLayer: perLayer,
      layersPerPallet: layers,
      palletType: 'eur',
      shelfLifeDays: days,
      storageMinC: min,
      storageMaxC: max,
      hsCode,
      countryOfOrigin: 'IQ',
    }
  })
}
