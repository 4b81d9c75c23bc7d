import type { CollectionSlug, GlobalSlug, Payload } from 'payload'

import { byLocale, defaultLocale, isLocale, type Locale, locales, type TranslatedLocale, translatedLocales } from '@/i18n/locales'

/** The texts every document should have in each language: a title and a description. */
export const translatedFields = ['title', 'description'] as const

/** What a picture or video should have in each language: the words that stand for it. */
export const mediaTranslatedFields = ['alt'] as const

/**
 * A product's food information (ingredient names, storage, origin, best-before note):
 * optional, so each counts as untranslated only where it is written in English. A product
 * without food information lacks no translation of it.
 */
export const productFoodTexts = ['ingredients', 'storage', 'origin', 'bestBeforeNote'] as const

/** The texts that must be written in every language, English too; any other counts only where English has it. */
const textsOfEveryDocument: ReadonlySet<string> = new Set([...translatedFields, ...mediaTranslatedFields])

/** The texts a document of this collection should have in each language. */
export function translatedFieldsOf(collection: string): readonly string[] {
  if (collection === 'media') return mediaTranslatedFields
  if (collection === 'products') return [...translatedFields, ...productFoodTexts]
  return translatedFields
}

/** The settings and pages (globals) whose texts the dashboard counts, in its order. */
export const coveredGlobals = ['about-us', 'contact-us', 'site-settings'] as const satisfies readonly GlobalSlug[]

type LocalizedValues = Partial<Record<Locale, unknown>> | null | undefined
export type AllLocalesDocument = { id: number; [field: string]: LocalizedValues | number }

/** A title with letters, or a rich text with at least one word in it. */
export function hasText(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().length > 0
  if (Array.isArray(value)) return value.some(hasText)
  if (typeof value !== 'object' || value === null) return false
  const node = value as { text?: unknown; root?: unknown; children?: unknown }
  return hasText(node.text) || hasText(node.root) || hasText(node.children)
}

/**
 * The languages in which a document (read with `locale: 'all'`) lacks one of the given
 * texts: a title, description or alt text in any language; any other text (a product's
 * food information, in groups or rows) in a language other than English where English has it.
 */
export function missingLanguages(doc: AllLocalesDocument, fields: readonly string[] = translatedFields): Locale[] {
  return locales.filter((locale) =>
    fields.some((field) =>
      textsOfEveryDocument.has(field)
        ? !hasText((doc[field] as LocalizedValues)?.[locale])
        : locale !== defaultLocale && untranslatedTexts(doc[field], locale) > 0,
    ),
  )
}

/** A localized field's value as `locale: 'all'` reads it: a value for each language, English's at least. */
function isLocalizedValue(value: unknown): value is Partial<Record<Locale, unknown>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const keys = Object.keys(value)
  return keys.includes(defaultLocale) && keys.every(isLocale)
}

/** Words in a setting's value: a text, a rich text, or rows of them (a localized list). */
function hasWords(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasWords)
  if (typeof value !== 'object' || value === null || 'root' in value) return hasText(value)
  // A row's `id` is Payload's, not a text.
  return Object.entries(value).some(([key, item]) => key !== 'id' && hasWords(item))
}

/**
 * How many texts of a document or global (read with `locale: 'all'`) are written in English
 * and not in the given language, at any depth (groups, arrays, rows).
 */
export function untranslatedTexts(value: unknown, locale: Locale): number {
  if (isLocalizedValue(value)) return hasWords(value[defaultLocale]) && !hasWords(value[locale]) ? 1 : 0
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + untranslatedTexts(item, locale), 0)
  if (typeof value !== 'object' || value === null) return 0
  return Object.values(value).reduce((sum: number, item) => sum + untranslatedTexts(item, locale), 0)
}

export type Coverage = { total: number; missing: Record<TranslatedLocale, number[]> }

/** Per translation language, the ids of documents that lack one of their texts in it (translatedFieldsOf). */
export async function translationCoverage(payload: Payload, collection: CollectionSlug): Promise<Coverage> {
  const fields = translatedFieldsOf(collection)
  const { docs } = await payload.find({
    collection,
    locale: 'all',
    draft: true,
    depth: 0,
    pagination: false,
    select: Object.fromEntries(fields.map((field) => [field, true])),
    overrideAccess: true,
  })
  const coverage: Coverage = { total: docs.length, missing: byLocale(translatedLocales, (): number[] => []) }
  for (const doc of docs as unknown as AllLocalesDocument[]) {
    for (const locale of missingLanguages(doc, fields)) if (locale !== defaultLocale) coverage.missing[locale].push(doc.id)
  }
  return coverage
}

/**
 * The admin list of a collection showing only the given documents. It opens in English,
 * where every document has its title, so the editor recognises them; the list's language
 * column shows what each one lacks.
 */
export function listOfDocumentsURL(collection: string, ids: number[]): string {
  return `/admin/collections/${collection}?where[id][in]=${ids.join(',')}&locale=${defaultLocale}`
}

/** Per translation language, how many texts of a global are written in English only. */
export async function globalTranslationGaps(payload: Payload, slug: GlobalSlug): Promise<Record<TranslatedLocale, number>> {
  const value = await payload.findGlobal({ slug, locale: 'all', depth: 0, draft: true, overrideAccess: true })
  return byLocale(translatedLocales, (locale) => untranslatedTexts(value, locale))
}

/** A global's edit screen in the given language. */
export function globalURL(slug: string, locale: Locale): string {
  return `/admin/globals/${slug}?locale=${locale}`
}
