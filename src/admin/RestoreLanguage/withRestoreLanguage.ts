import type { CollectionConfig, CollectionSlug, EditConfig, Field, GlobalConfig, GlobalSlug } from 'payload'

import { restoreLanguageEndpoint } from '@/lib/versions/restoreLanguageEndpoint'

const ACTION = '/admin/RestoreLanguage/RestoreLanguageAction#RestoreLanguageAction'

function anyLocalized(fields: Field[]): boolean {
  return fields.some(
    (field) =>
      ('localized' in field && field.localized === true) ||
      ('fields' in field && anyLocalized(field.fields)) ||
      (field.type === 'tabs' && field.tabs.some((tab) => anyLocalized(tab.fields))) ||
      (field.type === 'blocks' && (field.blocks ?? []).some((block) => anyLocalized(block.fields))),
  )
}

/** Payload's version view, with RestoreLanguageAction in its header. */
function withAction(edit: EditConfig | undefined): EditConfig {
  const version = edit && 'version' in edit ? edit.version : undefined
  // EditConfig is a union keyed by view name, which a spread does not narrow back to.
  return { ...edit, version: { ...version, actions: [...(version?.actions ?? []), ACTION] } } as EditConfig
}

/**
 * Restoring one language of a version alone (src/lib/versions/restoreLanguage.ts): the
 * endpoint, and in the admin's version view what a restore does to each language. For what
 * keeps versions and has text in each language.
 */
export function restoreLanguageOfCollection(collection: CollectionConfig): CollectionConfig {
  if (!collection.versions || !anyLocalized(collection.fields)) return collection
  const components = collection.admin?.components
  return {
    ...collection,
    endpoints: [...(collection.endpoints || []), restoreLanguageEndpoint({ collection: collection.slug as CollectionSlug })],
    admin: {
      ...collection.admin,
      components: { ...components, views: { ...components?.views, edit: withAction(components?.views?.edit) } },
    },
  }
}

export function restoreLanguageOfGlobal(global: GlobalConfig): GlobalConfig {
  if (!global.versions || !anyLocalized(global.fields)) return global
  const components = global.admin?.components
  return {
    ...global,
    endpoints: [...(global.endpoints || []), restoreLanguageEndpoint({ global: global.slug as GlobalSlug })],
    admin: { ...global.admin, components: { ...components, views: { ...components?.views, edit: withAction(components?.views?.edit) } } },
  }
}
