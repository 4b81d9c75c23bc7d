import type { TextField, TextFieldSingleValidation } from 'payload'

import { barcodeProblem } from '@/lib/gtin'

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
      beforeValidate: [({ value }) => (typeof value === 'string' ? bareCode(value) : value)],
    },
    validate: ((value, { data }) => {
      if (typeof value !== 'string' || !value) return required ? 'A barcode is required.' : true
      // Copied from the main pack, whose own fields have checked it and say so where the editor typed it.
      if (fromMainPack && mainCode(data) === value) return true
      return barcodeProblem(value) ?? true
    }) satisfies TextFieldSingleValidation,
  }
}

function mainCode(data: unknown): string | null | undefined {
  const main = (data as { packs?: Array<{ gtin?: string | null; otherCode?: string | null }> } | undefined)?.packs?.[0]
  return main?.gtin || main?.otherCode
}

function bareCode(value: string): string | null {
  const trimmed = value.trim()
  const digits = trimmed.replace(/[\s-]+/g, '')
  return (/^\d+$/.test(digits) ? digits : trimmed) || null
}
