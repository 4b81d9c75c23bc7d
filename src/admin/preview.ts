import type { GeneratePreviewURL } from 'payload'

import { defaultLocale, isLocale } from '@/i18n/locales'
import type { PublicContentCollection } from '@/lib/contentTypes'
import { PREVIEW_ROUTE, previewPath } from '@/lib/preview'

/**
 * The edit screen's Preview button: the document's public page, in the language being
 * edited, showing its latest draft. A document without a page address has no preview yet.
 */
export function previewOf(collection: PublicContentCollection): GeneratePreviewURL {
  return (doc, { locale }) => {
    const slug = typeof doc.slug === 'string' ? doc.slug : ''
    if (!slug) return null
    const path = previewPath(collection, slug, isLocale(locale) ? locale : defaultLocale)
    return `${PREVIEW_ROUTE}?path=${encodeURIComponent(path)}`
  }
}
