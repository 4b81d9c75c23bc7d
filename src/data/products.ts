import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { gtinForms } from '@/lib/gtin'
import { type SynonymGroups, synonymGroups } from '@/lib/searchSynonyms'
import { payloadClient } from '@/data/payload'
import { PRODUCTS_PER_PAGE, productByGtinWhere, productListWhere, recipesUsingProductWhere } from '@/lib/productFilters'

import { cachedRead, cacheTag } from './cache'
import { getDocumentBySlug, listDocuments } from './content'

type ProductQuery = { q?: string; category?: number | null; subCategory?: number | null; page?: number }

/**
 * A page of published products matching a search (any language, any Arabic-script
 * spelling) and a category or sub category, with their photos and categories.
 */
export async function listProducts(locale: Locale, { q, category, subCategory, page = 1 }: ProductQuery) {
  const synonyms = q ? await searchSynonyms() : []
  return listDocuments('products', locale, {
    where: productListWhere({ q, category, subCategory, synonyms }),
    page,
    limit: PRODUCTS_PER_PAGE,
    depth: 1,
  })
}

/** The groups of words that mean the same in a search, of every language (site settings). */
function searchSynonyms(): Promise<SynonymGroups> {
  return cachedRead('search-synonyms', [], [cacheTag.global('site-settings')], async () => {
    const payload = await payloadClient()
    const settings = await payload.findGlobal({ slug: 'site-settings', locale: 'all', depth: 0, overrideAccess: false })
    // With locale 'all', a localized field holds its value in every language.
    const byLocale = (settings.searchSynonyms ?? {}) as unknown as Record<string, Array<{ words?: string | null }> | null>
    return synonymGroups(Object.values(byLocale).flatMap((rows) => (rows ?? []).map((row) => row.words)))
  })
}

/** Every published category and sub category, for the filters of the product list. */
export const listProductCategories = cache(async (locale: Locale) => {
  const [categories, subCategories] = await Promise.all([
    listDocuments('categories', locale, { limit: 100, depth: 0 }),
    // Sub categories have no order of their own: the order an editor created them in.
    listDocuments('sub-categories', locale, { limit: 500, depth: 0, sort: 'createdAt' }),
  ])
  return { categories, subCategories }
})

/** One published product with its photos, category and sub category; null when there is none. */
export const getProduct = cache((locale: Locale, slug: string) => getDocumentBySlug('products', locale, slug, { depth: 1 }))

/** Published recipes that use the product. */
export function listRecipesUsingProduct(locale: Locale, productId: number) {
  return listDocuments('recipes', locale, { where: recipesUsingProductWhere(productId), limit: 6, depth: 1 })
}

/** The slug of the published product with this GTIN (short or padded to 14 digits), or null. */
export function findProductSlugByGtin(gtin: string): Promise<string | null> {
  if (gtinForms(gtin).length === 0) return Promise.resolve(null)
  return cachedRead('product-by-gtin', [gtin], [cacheTag.collection('products')], async () => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'products',
      where: productByGtinWhere(gtin),
      select: { slug: true },
      sort: 'order',
      depth: 0,
      limit: 1,
      overrideAccess: false,
    })
    return found.docs[0]?.slug ?? null
  })
}
