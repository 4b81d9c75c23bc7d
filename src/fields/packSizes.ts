import type { ArrayField, NumberFieldSingleValidation } from 'payload'

import { PACK_UNITS } from '@/lib/packSizes'

/** The sizes a product is sold in (30 g, 75 g, 150 g), shown as chips on its page. */
export function packSizes(): ArrayField {
  return {
    name: 'packSizes',
    label: 'Pack sizes',
    labels: { singular: 'Pack size', plural: 'Pack sizes' },
    type: 'array',
    maxRows: 12,
    admin: {
      description: 'Each size the product is sold in, smallest first, for example 30 g, 75 g and 150 g.',
      initCollapsed: false,
      components: { RowLabel: '/admin/PackSizeLabel/PackSizeLabel#PackSizeLabel' },
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'amount',
            label: 'Amount',
            type: 'number',
            required: true,
            admin: { width: '50%', step: 1 },
            validate: ((value) =>
              typeof value === 'number' && value > 0 && value <= 100_000
                ? true
                : 'Write the amount as a number above 0, for example 75.') satisfies NumberFieldSingleValidation,
          },
          {
            name: 'unit',
            label: 'Unit',
            type: 'select',
            required: true,
            defaultValue: 'g',
            options: PACK_UNITS.map((unit) => ({ value: unit.value, label: unit.label })),
            admin: { width: '50%' },
          },
        ],
      },
    ],
  }
}
