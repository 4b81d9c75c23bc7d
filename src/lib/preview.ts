import { defaultLocale, type Locale } from '@/i18n/locales'

import { itemPath, type PublicContentCollection } from './contentTypes'
import { ownRedirectPath } from './redirectTarget'
import { personalSegments } from './routing/areas'

/** Where the admin's Preview button goes: it turns draft mode on, then opens the page. */
export const PREVIEW_ROUTE = '/next/preview'
export const EXIT_PREVIEW_ROUTE = '/next/exit-preview'

/** The public page of a document in a language, without the site's address: `/ar/news/…`. */
export function previewPath(collection: PublicContentCollection, slug: string, locale: Locale): string {
  const path = itemPath(collection, slug)
  return locale === defaultLocale ? path : `/${locale}${path}`
}

/** `/admin`, `/api/…`, `/next?…`: the areas that are one person's (src/lib/routing/areas.ts). */
const PERSONAL_AREA = new RegExp(`^/(${personalSegments.join('|')})(/|$|\\?|#)`)

/**
 * The path of this site that preview may send the browser to, as it will be followed, or null:
 * a path (not a relative name), on this site (src/lib/redirectTarget.ts), and not the admin,
 * the API or the preview routes themselves.
 */
export function previewablePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 1000 || !value.startsWith('/')) return null
  const path = ownRedirectPath(value)
  if (!path || PERSONAL_AREA.test(path)) return null
  return path
}
