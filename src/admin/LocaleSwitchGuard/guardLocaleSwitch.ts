import type { CollectionConfig, GlobalConfig } from 'payload'

const GUARD = '/admin/LocaleSwitchGuard/LocaleSwitchGuard#LocaleSwitchGuard'
/** Also for every collection's form in another language: its heading falls back to the English title. */
const ENGLISH_TITLE = '/admin/EnglishOriginal/EnglishTitle#EnglishTitle'
const START_IN_ENGLISH = '/admin/StartInEnglish/StartInEnglish#StartInEnglish'

/**
 * Adds the warning before a locale switch drops unsaved typing (LocaleSwitchGuard.tsx), the
 * English title as the heading of an untranslated document (EnglishTitle.tsx), and the start
 * of a new document in English (StartInEnglish.tsx), to a collection's edit view.
 */
export function guardCollection(collection: CollectionConfig): CollectionConfig {
  const components = collection.admin?.components
  return {
    ...collection,
    admin: {
      ...collection.admin,
      components: {
        ...components,
        edit: {
          ...components?.edit,
          beforeDocumentControls: [
            ...(components?.edit?.beforeDocumentControls ?? []),
            { path: START_IN_ENGLISH, serverProps: { collectionSlug: collection.slug } },
            GUARD,
            ENGLISH_TITLE,
          ],
        },
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
