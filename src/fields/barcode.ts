import type { TextField, TextFieldSingleValidation } from 'payload'

import { mainPackCode } from '@/hooks/mainPackBarcode'
import { barcodeProblem } from '@/lib/gtin'

import { storeBareDigits } from './packCodes'
import { packWords } from './packLabels'

type Options = {
  name?: string
  required?: boolean
  /** The product's barcode, filled from its main pack (src/hooks/mainPackBarcode.ts): shown, not typed, in the admin. */
  fromMainPack?: boolean
}

/**
 * A product barcode: GTIN-8/12/13/14 with a verified check digit, or any other
 * printable code, which is drawn as Code 128.
 */
export function barcode({ name = 'barcode', required = false, fromMainPack = false }: Options = {}): TextField {
  return {
    name,
    label: 'Barcode',
    type: 'text',
    index: true,
    admin: fromMainPack
      ? { readOnly: true, description: packWords.barcodeHelp }
      : { description: 'EAN-13, EAN-8, UPC-A or GTIN-14 digits (the check digit is verified), or another code.' },
    hooks: {
      // Numbers copied from packaging come with spaces or hyphens; store the bare digits.
      beforeValidate: [storeBareDigits],
    },
    validate: ((value, { data }) => {
      if (typeof value !== 'string' || !value) return required ? 'A barcode is required.' : true
      // Copied from the main pack, whose own fields have checked it and say so where the editor typed it.
      const packs = (data as { packs?: unknown } | undefined)?.packs
      if (fromMainPack && Array.isArray(packs) && mainPackCode(packs) === value) return true
      return barcodeProblem(value) ?? true
    }) satisfies TextFieldSingleValidation,
  }
}
