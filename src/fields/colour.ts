import type { TextField, UIField } from 'payload'

import { colourProblem } from '@/lib/colour'

type Options = { name: string; label: string; defaultValue: string }

/** A `#RRGGBB` colour code, with the browser's colour picker beside it. */
export function colour({ name, label, defaultValue }: Options): TextField {
  return {
    name,
    label,
    type: 'text',
    defaultValue,
    admin: {
      description: 'A colour code such as #C62828, or pick the colour in the box below.',
      components: { afterInput: ['/admin/ColourPreview/ColourPicker#ColourPicker'] },
    },
    hooks: {
      beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)],
    },
    validate: (value) => {
      if (typeof value !== 'string' || !value) return `${label} is required.`
      return colourProblem(value) ?? true
    },
  }
}

/** Not stored: a live demo of a background and text colour pair, with a contrast warning. */
export function colourPreview(): UIField {
  return {
    name: 'colourPreview',
    type: 'ui',
    admin: { disableListColumn: true, components: { Field: '/admin/ColourPreview/CategoryColourPreview#CategoryColourPreview' } },
  }
}
