import type { RichTextField } from 'payload'

import { englishOriginal } from './englishOriginal'

type Options = { name?: string; label?: string }

/** Rich text in each language; written right-to-left when editing Arabic or Kurdish. */
export function description({ name = 'description', label = 'Description' }: Options = {}): RichTextField {
  return { name, label, type: 'richText', localized: true, admin: { components: englishOriginal } }
}
