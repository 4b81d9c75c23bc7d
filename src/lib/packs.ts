/** The units a pack's net quantity is given in; the words for them in each language are in the `products` messages. */
export const PACK_UNITS = [
  { value: 'g', label: 'grams (g)' },
  { value: 'kg', label: 'kilograms (kg)' },
  { value: 'ml', label: 'millilitres (ml)' },
  { value: 'l', label: 'litres (L)' },
] as const

export type PackUnit = (typeof PACK_UNITS)[number]['value']

export type PackSize = { amount: number; unit: PackUnit }

/** The pallets a case is stacked on: GS1's common bases, and a third for anything else. */
export const PALLET_TYPES = [
  { value: 'eur', label: 'EUR / EPAL pallet, 1200 × 800 mm' },
  { value: 'iso', label: 'ISO pallet, 1200 × 1000 mm' },
  { value: 'other', label: 'Another pallet' },
] as const

export type PalletType = (typeof PALLET_TYPES)[number]['value']

/**
 * The sizes to show, smallest first by weight or volume, without repeats or incomplete
 * rows: a pack with a GTIN but no net quantity yet (one made from a barcode alone) has no size.
 */
export function packSizesToShow(rows: ReadonlyArray<{ amount?: number | null; unit?: string | null }> | null | undefined): PackSize[] {
  const scale: Record<PackUnit, number> = { g: 1, kg: 1000, ml: 1, l: 1000 }
  const seen = new Set<string>()
  const sizes: PackSize[] = []
  for (const row of rows ?? []) {
    if (typeof row.amount !== 'number' || !(row.amount > 0) || !row.unit || !(row.unit in scale)) continue
    const size = { amount: row.amount, unit: row.unit as PackUnit }
    const key = `${size.amount}${size.unit}`
    if (seen.has(key)) continue
    seen.add(key)
    sizes.push(size)
  }
  return sizes.sort((a, b) => a.amount * scale[a.unit] - b.amount * scale[b.unit])
}

/** A pack as its row label and messages name it: "75 g", or nothing while it has no complete size. */
export function packSizeText(pack: { amount?: number | null; unit?: string | null }): string {
  const [size] = packSizesToShow([pack])
  return size ? `${size.amount} ${size.unit === 'l' ? 'L' : size.unit}` : ''
}
