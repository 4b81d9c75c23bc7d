import type { CollectionBeforeChangeHook } from 'payload'

import { locales } from '@/i18n/locales'
import { normalizeSearchText } from '@/lib/arabicSearch'

/** What a product search compares the query with: every title and the barcode, normalized. */
export function productSearchText(titles: Array<string | null | undefined>, barcode?: string | null): string {
  const parts = [...titles, barcode].filter((part): part is string => typeof part === 'string' && part.trim() !== '')
  return normalizeSearchText([...new Set(parts)].join(' '))
}

type Titles = Partial<Record<string, string | null>>

/**
 * Fills `searchText` with the titles of all three languages, so a search in any language
 * finds a product by any of its names. A save carries one language's title; the others
 * come from the newest stored version, the same one Payload merges this save into.
 */
export const fillProductSearchText: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const titles: Titles = {}
  const savedLocale = req.locale ?? 'en'
  const id = (originalDoc as { id?: number | string } | undefined)?.id
  if (operation === 'update' && id != null) {
    // The Local API sets the locale of the request it is given, and the rest of this save
    // reads it: put the language being saved back afterwards.
    const { locale, fallbackLocale } = req
    try {
      const stored = await req.payload.findByID({
        collection: 'products',
        id,
        locale: 'all',
        depth: 0,
        draft: true,
        overrideAccess: true,
        disableErrors: true,
        req,
      })
      // With locale 'all' a localized field is an object of languages, not the string the type says.
      Object.assign(titles, (stored as { title?: Titles } | null)?.title ?? {})
    } finally {
      req.locale = locale
      req.fallbackLocale = fallbackLocale
    }
  }

  const saved: unknown = data.title
  if (typeof saved === 'string' || saved === null) titles[savedLocale] = saved
  else if (typeof saved === 'object') Object.assign(titles, saved)

  const barcode = 'barcode' in data ? (data.barcode as string | null) : (originalDoc as { barcode?: string | null } | undefined)?.barcode
  data.searchText = productSearchText(
    locales.map((locale) => titles[locale]),
    barcode,
  )
  return data
}
