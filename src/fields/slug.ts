import { slugField, type RowField, type TextField, type UIField } from 'payload'

import { slugify, slugProblem } from '@/lib/slugify'

type Options = {
  /**
   * The public address made from the slug, with `{slug}` where it goes
   * (`/products/{slug}`), shown under the field as the title is typed. None for
   * documents without a page of their own.
   */
  page?: string
  /**
   * Kept for the API but not shown to editors: for documents without a page of their own
   * (slides), where a page address would only puzzle them.
   */
  internal?: boolean
}

/**
 * The page address of a document, generated from the English title and editable.
 * Payload's own slug field does the generating; this adds URL-safety and shows the
 * address the page will have.
 */
export function slug({ page, internal = false }: Options = {}): RowField {
  return slugField({
    useAsSlug: 'title',
    slugify: ({ valueToSlugify }) => (typeof valueToSlugify === 'string' ? slugify(valueToSlugify) : undefined),
    overrides: (row) => ({
      ...row,
      fields: [
        ...row.fields
          .map((field) => ('name' in field && field.name === 'slug' ? withSlugRules(field as TextField) : field))
          .map((field) => (internal ? hiddenFromEditors(field) : field)),
        ...(page ? [pageAddress(page)] : []),
      ],
    }),
  })
}

function pageAddress(pattern: string): UIField {
  return {
    name: 'pageAddress',
    type: 'ui',
    admin: {
      disableListColumn: true,
      components: { Field: { path: '/admin/PageAddress/PageAddress#PageAddress', clientProps: { pattern } } },
    },
  }
}

function hiddenFromEditors<F extends RowField['fields'][number]>(field: F): F {
  return { ...field, admin: { ...field.admin, hidden: true, disableListColumn: true, disableListFilter: true } }
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
