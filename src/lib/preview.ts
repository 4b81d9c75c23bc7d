import { defaultLocale, type Locale } from '@/i18n/locales'

import { itemPath, type PublicContentCollection } from './contentTypes'

/** Where the admin's Preview button goes: it turns draft mode on, then opens the page. */
export const PREVIEW_ROUTE = '/next/preview'
export const EXIT_PREVIEW_ROUTE = '/next/exit-preview'

/** The public page of a document in a language, without the site's address: `/ar/news/…`. */
export function previewPath(collection: PublicContentCollection, slug: string, locale: Locale): string {
  const path = itemPath(collection, slug)
  return locale === defaultLocale ? path : `/${locale}${path}`
}

/**
 * A path of this site that preview may send the browser to: absolute, on this site, and
 * not the admin or the API.
 */
export function isPreviewablePath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 1000) return false
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return false
  return !/^\/(admin|api|next)(\/|$|\?)/.test(value)
}
