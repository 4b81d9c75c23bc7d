import type { Where } from 'payload'

import { normalizeSearchText } from './arabicSearch'
import { type Allergen, allergenValues } from './food/allergens'
import { gtinForms } from './gtin'
import { type SynonymGroups, wordCondition } from './searchSynonyms'

/** Nine cards fill three rows of three on a desktop and make the demo catalogue two pages. */
export const PRODUCTS_PER_PAGE = 9

/** Longer queries are not product names; the limit keeps the query cheap. */
const MAX_QUERY_LENGTH = 100

type SearchParams = Record<string, string | string[] | undefined>

/** The product list's state, as the address carries it: `?q=&category=&subCategory=&free=&page=`. */
export type ProductFilters = {
  q: string
  /** Slugs, which read well in an address and survive a new database. */
  category: string
  subCategory: string
  /** The allergen groups the visitor wants the products free from, in the Annex's order. */
  free: Allergen[]
  page: number
}

/** The address's name for the "free from" choices. */
export const FREE_FROM_PARAM = 'free'

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

export function readProductFilters(params: SearchParams): ProductFilters {
  const page = Number(first(params.page))
  return {
    q: first(params.q).trim().slice(0, MAX_QUERY_LENGTH),
    category: first(params.category).trim(),
    subCategory: first(params.subCategory).trim(),
    free: readFreeFrom(params[FREE_FROM_PARAM]),
    page: Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1,
  }
}

/**
 * The "free from" choices of an address. The form sends one `free=` a ticked box
 * (`?free=gluten&free=milk`); the list's own links write them in one, comma-separated
 * (`?free=gluten,milk`); both read the same. A value that is not one of the 14 groups is
 * ignored, as an unknown category is, so an old or mistyped link still shows a list.
 */
export function readFreeFrom(value: string | string[] | undefined): Allergen[] {
  const named = new Set(
    [value ?? []]
      .flat()
      .flatMap((part) => part.split(','))
      .map((part) => part.trim().toLowerCase()),
  )
  // The Annex's order, each once: one list has one address.
  return allergenValues.filter((allergen) => named.has(allergen))
}

/** The `free` value of the list's links: the groups comma-separated, or undefined for none. */
export function freeFromParam(free: readonly Allergen[]): string | undefined {
  return free.length > 0 ? free.join(',') : undefined
}

type ListQuery = {
  q?: string
  category?: number | null
  subCategory?: number | null
  synonyms?: SynonymGroups
  /** Products a "free from" choice leaves out: those that contain or may contain a chosen group. */
  excludedIds?: readonly number[]
  /**
   * A "free from" choice is made: only products whose allergens are known (a group ticked,
   * or none confirmed) can be said to be free from anything.
   */
  freeFrom?: boolean
}

/**
 * The products matching a search, the chosen category and sub category, and free from the
 * chosen allergen groups. The query is normalized like the stored `searchText`; a product
 * matches when its search text contains every word of it, in any order, or a word of the
 * same group of synonyms (site settings).
 */
export function productListWhere({
  q = '',
  category,
  subCategory,
  synonyms = [],
  excludedIds = [],
  freeFrom = false,
}: ListQuery): Where | undefined {
  const conditions: Where[] = []
  const digits = typedBarcode(q)
  if (digits) conditions.push(barcodeCondition(digits))
  else for (const word of normalizeSearchText(q).split(' ').filter(Boolean)) conditions.push(wordCondition(word, synonyms))
  if (category != null) conditions.push({ category: { equals: category } })
  if (subCategory != null) conditions.push({ subCategory: { equals: subCategory } })
  if (freeFrom) conditions.push({ allergensDeclared: { equals: true } })
  if (excludedIds.length > 0) conditions.push({ id: { not_in: [...excludedIds] } })
  return conditions.length > 0 ? { and: conditions } : undefined
}

/** Fewer digits than this are a number in a name ("2 kg"), not part of a barcode. */
const BARCODE_PART_LENGTH = 4

/**
 * The digits of a query that is part of a barcode, or null: digits only, in any script, maybe
 * grouped as printed under the bars ("6 261001 000015") or with dashes, at least four of them.
 */
function typedBarcode(q: string): string | null {
  const text = normalizeSearchText(q)
  if (!/^[\d\s-]+$/.test(text)) return null
  const digits = text.replace(/[\s-]/g, '')
  return digits.length >= BARCODE_PART_LENGTH ? digits : null
}

/**
 * Products whose search text (which holds the barcode) contains these digits: any part of a
 * barcode finds it. A code read off a carton is padded to 14 digits with leading zeros, which
 * the stored 13-digit barcode lacks, so the digits without them match too.
 */
function barcodeCondition(digits: string): Where {
  const unpadded = digits.replace(/^0+/, '')
  if (unpadded === digits || unpadded.length < BARCODE_PART_LENGTH) return { searchText: { like: digits } }
  return { or: [{ searchText: { like: digits } }, { searchText: { like: unpadded } }] }
}

/** Products whose barcode is this GTIN, written short or padded to 14 digits. */
export function productByGtinWhere(gtin: string): Where {
  return { barcode: { in: gtinForms(gtin) } }
}

/** Recipes that list the product among the products they use. */
export function recipesUsingProductWhere(productId: number): Where {
  return { products: { in: [productId] } }
}
