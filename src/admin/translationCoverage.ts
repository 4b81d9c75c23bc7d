import type { Payload } from 'payload'

import { type Locale, locales } from '@/i18n/locales'
import type { ContentCollection } from '@/lib/contentTypes'

/** The texts every document should have in each language. */
export const translatedFields = ['title', 'description'] as const

type LocalizedValues = Partial<Record<Locale, unknown>> | null | undefined
export type AllLocalesDocument = { id: number } & Partial<Record<(typeof translatedFields)[number], LocalizedValues>>

/** A title with letters, or a rich text with at least one word in it. */
export function hasText(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().length > 0
  if (Array.isArray(value)) return value.some(hasText)
  if (typeof value !== 'object' || value === null) return false
  const node = value as { text?: unknown; root?: unknown; children?: unknown }
  return hasText(node.text) || hasText(node.root) || hasText(node.children)
}

/** The languages in which a document (read with `locale: 'all'`) lacks its title or description. */
export function missingLanguages(doc: AllLocalesDocument): Locale[] {
  return locales.filter((locale) => translatedFields.some((field) => !hasText(doc[field]?.[locale])))
}

export type TranslationLocale = Exclude<Locale, 'en'>

export type Coverage = { total: number; missing: Record<TranslationLocale, number[]> }

/** Per translation language, the ids of documents that lack a title or description in it. */
export async function translationCoverage(payload: Payload, collection: ContentCollection): Promise<Coverage> {
  const { docs } = await payload.find({
    collection,
    locale: 'all',
    draft: true,
    depth: 0,
    pagination: false,
    select: { title: true, description: true },
    overrideAccess: true,
  })
  const coverage: Coverage = { total: docs.length, missing: { ar: [], ckb: [] } }
  for (const doc of docs as unknown as AllLocalesDocument[]) {
    const missing = missingLanguages(doc)
    if (missing.includes('ar')) coverage.missing.ar.push(doc.id)
    if (missing.includes('ckb')) coverage.missing.ckb.push(doc.id)
  }
  return coverage
}

/**
 * The admin list of a collection showing only the given documents. It opens in English,
 * where every document has its title, so the editor recognises them; the list's language
 * column shows what each one lacks.
 */
export function listOfDocumentsURL(collection: string, ids: number[]): string {
  return `/admin/collections/${collection}?where[id][in]=${ids.join(',')}&locale=en`
}
