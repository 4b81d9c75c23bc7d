import type { CollectionConfig, DocumentTabCondition, EditConfig, GlobalConfig } from 'payload'

import { isAdmin } from '@/access/roles'

/**
 * Payload's "API" tab shows a document as the REST API returns it: useful to whoever builds
 * on the API, a puzzle to an editor. Payload's own switch (`admin.hideAPIURL`) hides it from
 * everyone; its tab condition lets administrators keep it.
 */
export const apiTabForAdministrators: DocumentTabCondition = ({ req }) => isAdmin(req)

function withCondition(edit: EditConfig | undefined): EditConfig {
  const api = edit && 'api' in edit ? edit.api : undefined
  // EditConfig is a union keyed by view name, which a spread does not narrow back to.
  return { ...edit, api: { ...api, tab: { ...api?.tab, condition: apiTabForAdministrators } } } as EditConfig
}

export function apiTabOfCollection(collection: CollectionConfig): CollectionConfig {
  const components = collection.admin?.components
  return {
    ...collection,
    admin: {
      ...collection.admin,
      components: { ...components, views: { ...components?.views, edit: withCondition(components?.views?.edit) } },
    },
  }
}

export function apiTabOfGlobal(global: GlobalConfig): GlobalConfig {
  const components = global.admin?.components
  return {
    ...global,
    admin: {
      ...global.admin,
      components: { ...components, views: { ...components?.views, edit: withCondition(components?.views?.edit) } },
    },
  }
}
