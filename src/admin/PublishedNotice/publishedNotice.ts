import type { CollectionConfig, Field } from 'payload'

const NOTICE = '/admin/PublishedNotice/PublishedNotice#PublishedNotice'

/** The page address pattern the slug field shows under it (src/fields/slug.ts), if any. */
function pageAddressPattern(fields: Field[]): string | undefined {
  for (const field of fields) {
    if (field.type === 'ui' && field.name === 'pageAddress') {
      const component = field.admin?.components?.Field
      const props = component && typeof component === 'object' && 'clientProps' in component ? component.clientProps : undefined
      const pattern = (props as { pattern?: unknown } | undefined)?.pattern
      if (typeof pattern === 'string') return pattern
    }
    if ('fields' in field && Array.isArray(field.fields)) {
      const found = pageAddressPattern(field.fields)
      if (found) return found
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const found = pageAddressPattern(tab.fields)
        if (found) return found
      }
    }
  }
  return undefined
}

/**
 * Adds "Published. See it on the website" beside the save buttons (PublishedNotice.tsx) to a
 * collection whose documents have a page: the address is the one its slug field shows, so
 * it is declared once, with the slug.
 */
export function withPublishedNotice(collection: CollectionConfig): CollectionConfig {
  const pattern = pageAddressPattern(collection.fields)
  if (!pattern) return collection
  const components = collection.admin?.components
  const notice = { path: NOTICE, clientProps: { pattern } }
  return {
    ...collection,
    admin: {
      ...collection.admin,
      components: {
        ...components,
        edit: { ...components?.edit, beforeDocumentControls: [notice, ...(components?.edit?.beforeDocumentControls ?? [])] },
      },
    },
  }
}
