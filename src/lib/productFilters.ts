import type { Where } from 'payload'

import { normalizeSearchText } from './arabicSearch'
import { gtinForms } from './gtin'
import { type SynonymGroups, wordCondition } from './searchSynonyms'

/** Nine cards fill three rows of three on a desktop and make the demo catalogue two pages. */
export const PRODUCTS_PER_PAGE = 9

/** Longer queries are not product names; the limit keeps the query cheap. */
const MAX_QUERY_LENGTH = 100

type SearchParams = Record<string, string | string[] | undefined>

/** The product list's state, as the address carries it: `?q=&category=&subCategory=&page=`. */
export type ProductFilters = {
  q: string
  /** Slugs, which read well in an address and survive a new database. */
  category: string
  subCategory: string
  page: number
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

export function readProductFilters(params: SearchParams): ProductFilters {
  const page = Number(first(params.page))
  return {
    q: first(params.q).trim().slice(0, MAX_QUERY_LENGTH),
    category: first(params.category).trim(),
    subCategory: first(params.subCategory).trim(),
    page: Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1,
  }
}

type ListQuery = { q?: string; category?: number | null; subCategory?: number | null; synonyms?: SynonymGroups }

/**
 * The products matching a search and the chosen category and sub category. The query is
 * normalized like the stored `searchText`; a product matches when its search text contains
 * every word of it, in any order, or a word of the same group of synonyms (site settings).
 */
export function productListWhere({ q = '', category, subCategory, synonyms = [] }: ListQuery): Where | undefined {
  const conditions: Where[] = []
  const words = normalizeSearchText(q).split(' ').filter(Boolean)
  for (const word of words) conditions.push(wordCondition(word, synonyms))
  if (category != null) conditions.push({ category: { equals: category } })
  if (subCategory != null) conditions.push({ subCategory: { equals: subCategory } })
  return conditions.length > 0 ? { and: conditions } : undefined
}

/** Products whose barcode is this GTIN, written short or padded to 14 digits. */
export function productByGtinWhere(gtin: string): Where {
  return { barcode: { in: gtinForms(gtin) } }
}

/** Recipes that list the product among the products they use. */
export function recipesUsingProductWhere(productId: number): Where {
  return { products: { in: [productId] } }
}
