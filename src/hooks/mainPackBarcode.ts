import type { CollectionBeforeValidateHook } from 'payload'

import { barcodeProblem, isValidGtin } from '@/lib/gtin'

type Pack = { gtin?: string | null; otherCode?: string | null; amount?: number | null; [field: string]: unknown }

const packsOf = (doc: unknown): Pack[] => {
  const packs = (doc as { packs?: unknown } | null | undefined)?.packs
  return Array.isArray(packs) ? (packs as Pack[]) : []
}

/** The code the spec's barcode shows for a pack: its GTIN, else its other code (drawn as Code 128). */
export function mainPackCode(packs: readonly Pack[]): string | null {
  const main = packs[0]
  return main?.gtin || main?.otherCode || null
}

/** The main pack with the code written as the product's barcode: a GTIN as its GTIN, any other code as its other code. */
function withCode(main: Pack | undefined, code: string | null): Pack | undefined {
  const pack: Pack = { ...main }
  if (!code) {
    pack.gtin = null
    pack.otherCode = null
  } else if (isValidGtin(code)) {
    pack.gtin = code
  } else {
    pack.gtin = null
    pack.otherCode = code
  }
  // A pack that held only the code has nothing left to say once the code is cleared.
  return pack.gtin || pack.otherCode || typeof pack.amount === 'number' ? pack : undefined
}

/**
 * `barcode`, the spec's field, is the main (first) pack's code, kept equal to it here, before
 * validation, so that both are checked as they will be stored. The packs lead: the admin sends
 * them, with the barcode as it was, on every save. A client that changes `barcode` and not the
 * main pack's code, as the API allowed before packs existed, changes the main pack's code
 * (making the main pack if there is none). Payload hands an update the whole document, so what
 * the client changed is told by comparing with the stored one. A code the barcode field refuses
 * is left for it to refuse, at its own path.
 */
export const keepBarcodeOnMainPack: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (!data) return data
  const storedPacks = packsOf(originalDoc)
  const packs = Array.isArray(data.packs) ? (data.packs as Pack[]) : storedPacks
  const storedBarcode = (originalDoc as { barcode?: string | null } | undefined)?.barcode ?? null
  const barcode = typeof data.barcode === 'string' && data.barcode ? data.barcode : null
  const barcodeWrittenAlone = 'barcode' in data && barcode !== storedBarcode && mainPackCode(packs) === mainPackCode(storedPacks)
  if (!barcodeWrittenAlone) return { ...data, barcode: mainPackCode(packs) }
  if (barcode && barcodeProblem(barcode)) return data
  const [main, ...others] = packs
  const changed = withCode(main, barcode)
  const withBarcode = changed ? [changed, ...others] : others
  return { ...data, packs: withBarcode, barcode: mainPackCode(withBarcode) }
}
