import type { TextField, TextFieldSingleValidation } from 'payload'

import { bareDigits } from '@/lib/tradeItem'

import { gtinInUse } from './gtinInUse'

/** Codes copied from packaging come with spaces or hyphens; store the bare digits. */
export const storeBareDigits = ({ value }: { value?: unknown }) => (typeof value === 'string' ? bareDigits(value) || null : value)

/** A pack's or case's GTIN: its own rule (check digit, length), then once across every product. */
export function gtinField(
  name: 'gtin' | 'caseGtin',
  rule: (code: string) => string | undefined,
  words: Pick<TextField, 'label' | 'admin'>,
): TextField {
  return {
    name,
    type: 'text',
    index: true,
    ...words,
    hooks: {
      beforeValidate: [storeBareDigits],
      // A copy of a product is a new product: its packs need GTINs of their own, which the editor types.
      beforeDuplicate: [() => null],
    },
    validate: (async (value, { req, id, data }) => {
      if (typeof value !== 'string' || !value) return true
      return rule(value) ?? (await gtinInUse(value, { req, id, data })) ?? true
    }) satisfies TextFieldSingleValidation,
  }
}
