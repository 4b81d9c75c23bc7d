import { slugField, type RowField, type TextField } from 'payload'

import { slugify, slugProblem } from '@/lib/slugify'

/**
 * The page address of a document, generated from the English title and editable.
 * Payload's own slug field does the generating; this adds URL-safety.
 */
export function slug(): RowField {
  return slugField({
    useAsSlug: 'title',
    slugify: ({ valueToSlugify }) => (typeof valueToSlugify === 'string' ? slugify(valueToSlugify) : undefined),
    overrides: (row) => ({
      ...row,
      fields: row.fields.map((field) => ('name' in field && field.name === 'slug' ? withSlugRules(field as TextField) : field)),
    }),
  })
}

function withSlugRules(field: TextField): TextField {
  return {
    ...field,
    label: 'Page address (slug)',
    validate: (value, { data, siblingData }) => {
      if (typeof value !== 'string' || !value) {
        // While it is to be made from the title on save (the generateSlug hook runs before
        // this check on the server), there is nothing for the editor to fix: no error
        // before the first save. A title without the letters to make it from is an error.
        const generated = (siblingData as { generateSlug?: boolean } | undefined)?.generateSlug !== false
        const title = (data as { title?: unknown } | undefined)?.title
        if (generated && (typeof title !== 'string' || !title.trim())) return true
        if (generated && typeof title === 'string' && slugify(title)) return true
        return 'A slug is required: lower-case Latin letters, digits and hyphens, made from the English title.'
      }
      return slugProblem(value) ?? true
    },
  } as TextField
}
