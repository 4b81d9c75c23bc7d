import type { TextField } from 'payload'

import { colourProblem } from '@/lib/colour'

type Options = { name: string; label: string; defaultValue: string }

/** A `#RRGGBB` colour code. */
export function colour({ name, label, defaultValue }: Options): TextField {
  return {
    name,
    label,
    type: 'text',
    defaultValue,
    admin: { description: 'A colour code such as #C62828.' },
    hooks: {
      beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)],
    },
    validate: (value) => {
      if (typeof value !== 'string' || !value) return `${label} is required.`
      return colourProblem(value) ?? true
    },
  }
}
