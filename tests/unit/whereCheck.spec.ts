import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { MAX_WHERE_CONDITIONS, MAX_WHERE_DEPTH, whereProblem, whereSizeProblem } from '@/lib/api/whereCheck'

// Field shapes as Payload flattens them; only what the check reads.
const categories = [{ name: 'slug', type: 'text' }] as FlattenedField[]
const products = [
  { name: 'title', type: 'text' },
  { name: 'order', type: 'number' },
  { name: 'publishedAt', type: 'date' },
  { name: 'createdAt', type: 'date' },
  { name: 'featured', type: 'checkbox' },
  { name: 'category', type: 'relationship', relationTo: 'categories' },
  { name: 'packs', type: 'array', flattenedFields: [{ name: 'amount', type: 'number' }] },
  { name: 'location', type: 'point' },
] as FlattenedField[]
const fieldsOf = (slug: string) => (slug === 'categories' ? categories : undefined)
const problem = (where: unknown) => whereProblem(where, products, fieldsOf)

describe('a where query', () => {
  it('passes when every value fits its field', () => {
    expect(problem({ title: { like: "'; DROP TABLE products;--" } })).toBeNull()
    expect(problem({ createdAt: { greater_than: '2026-01-31' }, id: { in: '1,2,3' } })).toBeNull()
    expect(problem({ 'category.slug': { equals: 'chips' }, 'packs.amount': { less_than: '200' } })).toBeNull()
    expect(problem({ or: [{ featured: { equals: 'true' } }, { category: { equals: null } }] })).toBeNull()
    expect(problem({ location: { near: '44,36,1000' } })).toBeNull()
    expect(problem(undefined)).toBeNull()
  })

  it('refuses a value of the wrong kind, naming the condition', () => {
    expect(problem({ createdAt: { greater_than: 'not-a-date' } })).toBe(
      'where[createdAt][greater_than]: "not-a-date" is not a date (use e.g. 2026-01-31)',
    )
    expect(problem({ publishedAt: { equals: '2020-99-99' } })).toMatch(/is not a date/)
    expect(problem({ id: { equals: 'abc' } })).toMatch(/is not a document number/)
    expect(problem({ id: { in: '1,abc' } })).toBe('where[id][in]: "abc" is not a document number')
    expect(problem({ id: { greater_than: '1e999' } })).toMatch(/is not a document number/)
    expect(problem({ category: { equals: 'abc' } })).toMatch(/is not a document number/)
    expect(problem({ order: { greater_than: 'abc' } })).toMatch(/is not a number/)
    expect(problem({ 'packs.amount': { equals: 'x' } })).toMatch(/is not a number/)
    expect(problem({ featured: { equals: 'maybe' } })).toMatch(/is not true or false/)
    expect(problem({ title: { exists: 'maybe' } })).toBe('where[title][exists] must be true or false')
  })

  it('refuses shapes the database cannot take', () => {
    expect(problem({ title: { equals: ['a'] } })).toBe('where[title][equals] must be a single value')
    expect(problem({ title: { near: '1,2' } })).toMatch(/only a map point/)
    expect(problem({ title: 'chips' })).toMatch(/must name an operator/)
    expect(problem({ or: [1] })).toBe('where[or] must be a list of conditions')
    expect(problem({ and: 'x' })).toBe('where[and] must be a list of conditions')
    expect(problem('title')).toMatch(/must be an object/)
    let deep: unknown = { title: { equals: 'a' } }
    for (let i = 0; i < 12; i++) deep = { and: [deep] }
    expect(problem(deep)).toBe('The query nests and/or more than 8 levels deep')
  })

  it('refuses a query too large to run, before checking any of it, naming the limit', () => {
    const or = (count: number) => ({ or: Array.from({ length: count }, (_, n) => ({ title: { equals: `t${n}` } })) })
    expect(problem(or(MAX_WHERE_CONDITIONS))).toBeNull()
    expect(problem(or(MAX_WHERE_CONDITIONS + 1))).toBe('The query has more than 200 conditions')
    expect(problem(or(30_000))).toBe('The query has more than 200 conditions')
    // As Payload's query parser gives a list of more than 1,000: an object keyed by index.
    expect(whereSizeProblem({ or: Object.fromEntries(Object.entries(or(1500).or)) })).toMatch(/more than 200 conditions/)
    // Conditions count wherever they sit, and each operator of a field is one.
    expect(whereSizeProblem({ and: [or(150), { or: [or(29), { order: { greater_than: 1, less_than: 9 } }] }, or(19)] })).toBeNull()
    expect(whereSizeProblem({ and: [or(150), { or: [or(30), { order: { greater_than: 1, less_than: 9 } }] }, or(19)] })).toMatch(/200/)
    expect(whereSizeProblem({ id: { in: Array.from({ length: 1001 }, (_, n) => n + 1) } })).toBe(
      'where[id][in] lists more than 1000 values',
    )
    expect(whereSizeProblem({ id: { in: Array.from({ length: 1001 }, (_, n) => n + 1).join(',') } })).toMatch(/more than 1000 values/)
    let deep: unknown = { title: { equals: 'a' } }
    for (let i = 0; i < MAX_WHERE_DEPTH; i++) deep = { or: [deep] }
    expect(whereSizeProblem(deep)).toBeNull()
    expect(whereSizeProblem({ and: [deep] })).toBe('The query nests and/or more than 8 levels deep')
  })

  it('lets through the largest queries the site and the admin build', () => {
    // The product search: a word a condition, with its synonyms, and the list's filters (src/lib/productFilters.ts).
    const words = Array.from({ length: 50 }, (_, n) => ({ or: [{ title: { like: `w${n}` } }, { title: { like: `s${n}` } }] }))
    expect(problem({ and: [...words, { category: { equals: '3' } }, { id: { not_in: '1,2,3' } }] })).toBeNull()
    // The admin's list: a search across columns, filter rows, the selected rows.
    const rows = Array.from({ length: 10 }, (_, n) => ({ and: [{ title: { like: `r${n}` } }, { order: { greater_than: String(n) } }] }))
    expect(
      problem({ and: [{ or: [{ title: { like: 'x' } }, { 'category.slug': { like: 'x' } }] }, { or: rows }, { id: { in: '1,2' } }] }),
    ).toBeNull()
  })

  it('leaves unknown paths and operators to Payload, which refuses them itself', () => {
    expect(problem({ nothing: { equals: 'x' } })).toBeNull()
    expect(problem({ title: { $gt: 'a' } })).toBeNull()
  })
})
