import type { CollectionConfig, GlobalConfig } from 'payload'

const GUARD = '/admin/LocaleSwitchGuard/LocaleSwitchGuard#LocaleSwitchGuard'
/** Also for every collection's form in another language: its heading falls back to the English title. */
const ENGLISH_TITLE = '/admin/EnglishOriginal/EnglishTitle#EnglishTitle'

/**
 * Adds the warning before a locale switch drops unsaved typing (LocaleSwitchGuard.tsx), and
 * the English title as the heading of an untranslated document (EnglishTitle.tsx), to a
 * collection's edit view.
 */
export function guardCollection(collection: CollectionConfig): CollectionConfig {
  const components = collection.admin?.components
  return {
    ...collection,
    admin: {
      ...collection.admin,
      components: {
        ...components,
        edit: { ...components?.edit, beforeDocumentControls: [...(components?.edit?.beforeDocumentControls ?? []), GUARD, ENGLISH_TITLE] },
      },
    },
  }
}

/** The same for a global's edit view. */
export function guardGlobal(global: GlobalConfig): GlobalConfig {
  const components = global.admin?.components
  return {
    ...global,
    admin: {
      ...global.admin,
      components: {
        ...components,
        elements: { ...components?.elements, beforeDocumentControls: [...(components?.elements?.beforeDocumentControls ?? []), GUARD] },
      },
    },
  }
}
