import type { CollectionConfig, EditConfig, GlobalConfig } from 'payload'

const VIEW = '/admin/VersionHistory/VersionHistoryView#VersionHistoryView'

function withView(edit: EditConfig | undefined): EditConfig {
  // EditConfig is a union keyed by view name, which a spread does not narrow back to.
  return { ...edit, versions: { Component: VIEW } } as EditConfig
}

/** The Versions tab as VersionHistoryView: who saved each version, when to the second, its status and the languages it changed. */
export function versionHistoryOfCollection(collection: CollectionConfig): CollectionConfig {
  if (!collection.versions) return collection
  const components = collection.admin?.components
  return {
    ...collection,
    admin: { ...collection.admin, components: { ...components, views: { ...components?.views, edit: withView(components?.views?.edit) } } },
  }
}

export function versionHistoryOfGlobal(global: GlobalConfig): GlobalConfig {
  if (!global.versions) return global
  const components = global.admin?.components
  return {
    ...global,
    admin: { ...global.admin, components: { ...components, views: { ...components?.views, edit: withView(components?.views?.edit) } } },
  }
}
