import type { Field } from 'payload'

import { localizedText, localizedTextarea } from './localizedText'

/** The spec's "design sub-title" and "design description": the decorative heading block of a page. */
export function designTexts(): Field[] {
  return [
    localizedText({ name: 'designSubTitle', label: 'Design sub-title', description: 'A short line shown under the title.' }),
    localizedTextarea({
      name: 'designDescription',
      label: 'Design description',
      description: 'A short paragraph for the page heading.',
      maxLength: 1000,
    }),
  ]
}
