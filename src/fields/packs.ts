import type { ArrayField, NumberFieldSingleValidation, SelectFieldSingleValidation, TextFieldSingleValidation } from 'payload'
import { select } from 'payload/shared'

import { PACK_UNITS } from '@/lib/packs'
import { otherCodeProblem, packGtinProblem } from '@/lib/tradeItem'

import { gtinField, storeBareDigits } from './packCodes'
import { packLogistics } from './packLogistics'
import { packWords } from './packLabels'

/**
 * The trade items a product is sold as (30 g, 75 g, 150 g), each with its own GTIN, photo
 * and logistics, as importers and retail chains list them. The first is the main pack, whose
 * code the product's `barcode` repeats (src/hooks/mainPackBarcode.ts).
 */
export function packs(): ArrayField {
  return {
    name: 'packs',
    label: packWords.packs,
    labels: { singular: packWords.pack, plural: packWords.packs },
    type: 'array',
    maxRows: 12,
    admin: {
      description: packWords.packsHelp,
      initCollapsed: false,
      components: { RowLabel: '/admin/PackLabel/PackLabel#PackLabel' },
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'amount',
            label: packWords.amount,
            type: 'number',
            admin: { width: '25%', step: 1 },
            // Optional only so that a pack made from a barcode alone (an older API client, or the
            // migration of a product without pack sizes) keeps its GTIN; the rule below still asks for one of them.
            validate: ((value, { siblingData }) => {
              if (value == null) {
                const { gtin, otherCode } = siblingData as { gtin?: unknown; otherCode?: unknown }
                return gtin || otherCode ? true : 'Write the amount of this pack, for example 75, or remove the pack.'
              }
              return typeof value === 'number' && value > 0 && value <= 100_000
                ? true
                : 'Write the amount as a number above 0, for example 75.'
            }) satisfies NumberFieldSingleValidation,
          },
          {
            name: 'unit',
            label: packWords.unit,
            type: 'select',
            defaultValue: 'g',
            options: PACK_UNITS.map((unit) => ({ value: unit.value, label: unit.label })),
            admin: { width: '25%' },
            validate: ((value, options) => {
              const offered = select(value, options)
              if (offered !== true) return offered
              return value || (options.siblingData as { amount?: unknown }).amount == null ? true : 'Choose the unit of the amount.'
            }) satisfies SelectFieldSingleValidation,
          },
          gtinField('gtin', packGtinProblem, { label: packWords.gtin, admin: { width: '50%', description: packWords.gtinHelp } }),
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'otherCode',
            label: packWords.otherCode,
            type: 'text',
            admin: { width: '50%', description: packWords.otherCodeHelp },
            hooks: { beforeValidate: [storeBareDigits] },
            validate: ((value) =>
              typeof value === 'string' && value ? (otherCodeProblem(value) ?? true) : true) satisfies TextFieldSingleValidation,
          },
          {
            name: 'photo',
            label: packWords.photo,
            type: 'upload',
            relationTo: 'media',
            filterOptions: { mimeType: { like: 'image/%' } },
            admin: { width: '50%' },
          },
        ],
      },
      packLogistics(),
    ],
  }
}
