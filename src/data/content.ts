import type { DataFromCollectionSlug, PaginatedDocs, PopulateType, SelectType, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import { defaultLocale, locales } from '@/i18n/locales'
import { collectionsShownBy, type ContentCollection, contentType } from '@/lib/contentTypes'
import { payloadClient } from '@/data/payload'
import { slugProblem } from '@/lib/slugify'

import { cacheTag } from '@/lib/cachePolicy'

import { cachedRead } from './cache'
import { draftPreviewer } from './draftPreview'
import { translationGaps, withoutKeptOut } from './translationGaps'

export type { ContentCollection }

type ListOptions = {
  page?: number
  limit?: number
  where?: Where
  sort?: string
  depth?: number
  /** Only these fields of each document, and of the documents it shows (Payload's `select` and `populate`). */
  select?: SelectType
  populate?: PopulateType
}

export type ContentList<S extends ContentCollection> = PaginatedDocs<DataFromCollectionSlug<S>> & {
  /** Ids of documents whose title is the English fallback, to be marked lang="en". */
  fallbackIds: Array<number | string>
}

/** Published documents of a collection in the visitor's language, paginated and cached. */
export async function listDocuments<S extends ContentCollection>(
  collection: S,
  locale: Locale,
  options: ListOptions = {},
): Promise<ContentList<S>> {
  const { page = 1, limit = 12, sort, depth = 1, select, populate } = options
  const gaps = await translationGaps(collection, locale)
  const where = withoutKeptOut(options.where, gaps)
  // Tagged with every collection the declaration says it shows, so an edit to any of them expires it.
  const tags = collectionsShownBy(collection).map(cacheTag.collection)
  const list = await cachedRead(`list:${collection}`, [locale, page, limit, where, sort, depth, select, populate], tags, async () => {
    const payload = await payloadClient()
    return payload.find({ collection, locale, page, limit, where, sort, depth, select, populate, overrideAccess: false })
  })
  const untitled = new Set(gaps.untitled)
  return { ...list, fallbackIds: list.docs.map((doc) => doc.id).filter((id) => untitled.has(id)) }
}

export type ContentDocument<S extends ContentCollection> = {
  doc: DataFromCollectionSlug<S>
  /** Localized fields shown in English because the visitor's language has no text yet. */
  fallbackFields: string[]
  /** The languages it has a title in: its page exists in those for search engines (hreflang, sitemap). */
  translatedIn: Locale[]
  /**
   * Shown as a draft: changes not published yet, read for an administrator previewing drafts.
   * The page says so (PreviewBanner); a published document in preview is the page visitors see.
   */
  draft: boolean
}

/**
 * One published document by its slug, in the visitor's language; null when there is none.
 * An administrator previewing drafts gets the latest draft instead, read past the cache.
 */
export async function getDocumentBySlug<S extends ContentCollection>(
  collection: S,
  locale: Locale,
  slug: string,
  { depth = 2 }: { depth?: number } = {},
): Promise<ContentDocument<S> | null> {
  // No document has a slug that could not be saved: nothing to read, nor to cache under it.
  if (slugProblem(slug)) return null
  const previewer = await draftPreviewer()
  const read = async (): Promise<ContentDocument<S> | null> => {
    const payload = await payloadClient()
    const where: Where = { slug: { equals: slug } }
    const access = previewer ? { draft: true, user: previewer, overrideAccess: false } : { overrideAccess: false }
    const found = await payload.find({ collection, locale, where, depth, limit: 1, ...access })
    const doc = found.docs[0]
    if (!doc) return null
    let fallbackFields: string[] = []
    if (locale !== defaultLocale) {
      const own = await payload.find({ collection, locale, fallbackLocale: false, where, depth: 0, limit: 1, ...access })
      const ownDoc = (own.docs[0] ?? {}) as unknown as Record<string, unknown>
      fallbackFields = Object.entries(doc as unknown as Record<string, unknown>)
        .filter(([field, value]) => isText(value) && !isText(ownDoc[field]))
        .map(([field]) => field)
    }
    const titles = await payload.find({ collection, locale: 'all', where, depth: 0, limit: 1, select: { title: true }, ...access })
    const draft = previewer !== null && (doc as { _status?: unknown })._status === 'draft'
    return { doc, fallbackFields, translatedIn: titledIn(titles.docs[0]), draft } as ContentDocument<S>
  }
  if (previewer) return read()
  const tags = [cacheTag.document(collection, slug), ...contentType(collection).shows.map(cacheTag.collection)]
  return cachedRead(`doc:${collection}`, [locale, slug, depth], tags, read)
}

/** The languages whose title a document read with `locale: 'all'` has. */
export function titledIn(doc: unknown): Locale[] {
  const title = (doc as { title?: unknown } | undefined)?.title
  // Read with every language, a localized field is an object by language code.
  const byLanguage = typeof title === 'object' && title !== null ? (title as Record<string, unknown>) : {}
  return locales.filter((code) => code === defaultLocale || isText(byLanguage[code]))
}

/** A localized value worth showing: a non-empty string, rich-text document or list (ingredients). */
export function isText(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().length > 0
  if (Array.isArray(value)) return value.length > 0
  return typeof value === 'object' && value !== null && 'root' in value
}

/** `lang="en"` for text shown in English inside an Arabic or Kurdish page. */
export function fallbackLang(isFallback: boolean): 'en' | undefined {
  return isFallback ? 'en' : undefined
}

/**
 * A `lang` to spread on an element, or nothing: a prop left undefined still travels in the
 * RSC payload by name (`"lang":"$undefined"`), on every card of a list. The only language a
 * text falls back to is English, so it is isolated as left-to-right too: on an Arabic page
 * the full stop of an English sentence stays at its end.
 */
export function langAttribute(lang: string | undefined): { lang?: string; dir?: 'ltr' } {
  return lang ? { lang, dir: 'ltr' } : {}
}
