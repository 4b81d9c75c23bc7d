import type { TextareaField, TextField } from 'payload'

import { englishOriginal } from './englishOriginal'

type Options = { name: string; label: string; description?: string; maxLength?: number }

/** A short visitor-facing text in each language (optional in every language). */
export function localizedText({ name, label, description, maxLength = 200 }: Options): TextField {
  return { name, label, type: 'text', localized: true, maxLength, admin: { description, components: englishOriginal } }
}

/** A plain paragraph in each language. */
export function localizedTextarea({ name, label, description, maxLength = 4000 }: Options): TextareaField {
  return { name, label, type: 'textarea', localized: true, maxLength, admin: { description, components: englishOriginal } }
}
