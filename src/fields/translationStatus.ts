import type { UIField } from 'payload'

/**
 * A list column, not stored: which of English, Arabic and Kurdish have their title and
 * description written. Add 'translations' to a collection's `defaultColumns` to show it.
 */
export function translationStatus(): UIField {
  return {
    name: 'translations',
    label: { en: 'Languages', ar: 'اللغات' },
    type: 'ui',
    admin: {
      components: { Cell: '/admin/TranslationStatus/TranslationStatusCell#TranslationStatusCell' },
    },
  }
}
