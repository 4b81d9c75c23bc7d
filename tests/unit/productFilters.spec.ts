import { describe, expect, it } from 'vitest'

import { freeFromParam, productListWhere, readFreeFrom, readProductFilters } from '@/lib/productFilters'
import { PRODUCT_FILTERS } from '@/lib/routing'
import { config } from '@/proxy'

describe('the "free from" part of a product list address', () => {
  it('reads one free= a ticked box, as the form sends them, and a comma-separated list, as the list’s links write it', () => {
    expect(readFreeFrom(['gluten', 'milk'])).toEqual(['gluten', 'milk'])
    expect(readFreeFrom('gluten,milk')).toEqual(['gluten', 'milk'])
    expect(readFreeFrom(['sesame,gluten', 'milk'])).toEqual(['gluten', 'milk', 'sesame'])
  })

  it('keeps the Annex’s order and each group once, so one list has one address', () => {
    expect(readFreeFrom(['sesame', 'gluten', 'sesame', ' milk ', 'MILK'])).toEqual(['gluten', 'milk', 'sesame'])
    expect(freeFromParam(readFreeFrom('sesame,gluten'))).toBe('gluten,sesame')
  })

  it('ignores what is not one of the 14 groups, as an unknown category is ignored', () => {
    expect(readFreeFrom(['caviar', 'gluten', '', ',', '<script>'])).toEqual(['gluten'])
    expect(readFreeFrom(undefined)).toEqual([])
    expect(readFreeFrom('')).toEqual([])
    expect(readFreeFrom('Cereals containing gluten')).toEqual([])
  })

  it('is part of the list’s state next to the search, the category and the page', () => {
    expect(readProductFilters({ q: ' chips ', category: 'chips-and-crisps', free: ['milk', 'nuts'], page: '2' })).toEqual({
      q: 'chips',
      category: 'chips-and-crisps',
      subCategory: '',
      free: ['milk', 'nuts'],
      page: 2,
    })
    expect(readProductFilters({}).free).toEqual([])
  })

  it('writes no free= when nothing is chosen', () => {
    expect(freeFromParam([])).toBeUndefined()
  })

  it('sends a list filtered by it to the per-request route and through the search limit, like the other filters', () => {
    expect(PRODUCT_FILTERS).toContain('free')
    // The proxy's matcher is written out: it must name every filter.
    const keys = config.matcher.flatMap((entry) => (typeof entry === 'string' ? [] : (entry.has ?? []).map((condition) => condition.key)))
    for (const key of PRODUCT_FILTERS) expect(keys, key).toContain(key)
  })
})

describe('the product list query', () => {
  it('leaves out the products that contain or may contain a chosen group, by their ids', () => {
    expect(productListWhere({ excludedIds: [3, 7] })).toEqual({ and: [{ id: { not_in: [3, 7] } }] })
  })

  it('combines that with the search and the category', () => {
    const where = productListWhere({ q: 'chips', category: 1, subCategory: 2, excludedIds: [5] })
    expect(where?.and).toHaveLength(4)
    expect(where?.and).toContainEqual({ category: { equals: 1 } })
    expect(where?.and).toContainEqual({ subCategory: { equals: 2 } })
    expect(where?.and).toContainEqual({ id: { not_in: [5] } })
  })

  it('adds nothing when no product is left out', () => {
    expect(productListWhere({ excludedIds: [] })).toBeUndefined()
    expect(productListWhere({ category: 1, excludedIds: [] })).toEqual({ and: [{ category: { equals: 1 } }] })
  })
})
