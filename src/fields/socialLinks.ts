import type { GroupField, TextField } from 'payload'

const networks = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['youtube', 'YouTube'],
  ['linkedin', 'LinkedIn'],
] as const

function httpsLink(name: string, label: string): TextField {
  return {
    name,
    label,
    type: 'text',
    validate: (value) => {
      if (typeof value !== 'string' || !value) return true
      return /^https:\/\/[^\s]+$/.test(value) ? true : `${label} must be a full address starting with https://`
    },
  }
}

/** The company's pages on social networks. */
export function socialLinks(): GroupField {
  return {
    name: 'socialLinks',
    label: 'Social links',
    type: 'group',
    fields: [{ type: 'row', fields: networks.map(([name, label]) => httpsLink(name, label)) }],
  }
}
