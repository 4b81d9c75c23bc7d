import type { TextField } from 'payload'

import { barcodeProblem } from '@/lib/gtin'

type Options = { name?: string; required?: boolean }

/**
 * A product barcode: GTIN-8/12/13/14 with a verified check digit, or any other
 * printable code, which is drawn as Code 128.
 */
export function barcode({ name = 'barcode', required = false }: Options = {}): TextField {
  return {
    name,
    label: 'Barcode',
    type: 'text',
    index: true,
    admin: { description: 'EAN-13, EAN-8, UPC-A or GTIN-14 digits (the check digit is verified), or another code.' },
    hooks: {
      // Numbers copied from packaging come with spaces or hyphens; store the bare digits.
      beforeValidate: [({ value }) => (typeof value === 'string' ? bareCode(value) : value)],
    },
    validate: (value) => {
      if (typeof value !== 'string' || !value) return required ? 'A barcode is required.' : true
      return barcodeProblem(value) ?? true
    },
  }
}

function bareCode(value: string): string | null {
  const trimmed = value.trim()
  const digits = trimmed.replace(/[\s-]+/g, '')
  return (/^\d+$/.test(digits) ? digits : trimmed) || null
}
