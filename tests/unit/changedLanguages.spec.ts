import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { changedLanguages, type InEachLanguage } from '@/lib/versions/changedLanguages'

// A product's shape in small: a localized title, a field that is no language's text, and a
// list that is the same in every language with text of each language in its rows.
const fields = [
  { name: 'title', type: 'text', localized: true },
  { name: 'weight', type: 'number' },
  { name: 'ingredients', type: 'array', flattenedFields: [{ name: 'name', type: 'text', localized: true }] },
] as unknown as FlattenedField[]

const version = (en: string, ar: string | null, ckb: string | null, weight = 100, ingredients: string[] = []): InEachLanguage => {
  const rows = (names: string[]) => ingredients.map((id, index) => ({ id, name: names[index] ?? null }))
  return {
    en: { title: en, weight, ingredients: rows(ingredients.map((id) => `${id} en`)) },
    ar: { title: ar, weight, ingredients: rows(ingredients.map((id) => `${id} ar`)) },
    ckb: { title: ckb, weight, ingredients: rows(ckb === null ? [] : ingredients.map((id) => `${id} ckb`)) },
  }
}

describe('the languages a version changed', () => {
  it('names the language whose text differs from the version before', () => {
    expect(changedLanguages(fields, version('Crisps', 'رقائق', null), version('Crisps', null, null))).toEqual(['ar'])
    expect(changedLanguages(fields, version('Salted crisps', 'رقائق', 'چیپس'), version('Crisps', 'رقائق', null))).toEqual(['en', 'ckb'])
  })

  it('names none when only what is no language’s text changed', () => {
    expect(changedLanguages(fields, version('Crisps', 'رقائق', null, 150), version('Crisps', 'رقائق', null, 100))).toEqual([])
  })

  it('reads a row’s text in each language, and a row added to a shared list as no language’s change', () => {
    const before = version('Crisps', 'رقائق', 'چیپس', 100, ['salt'])
    const retyped = version('Crisps', 'رقائق', 'چیپس', 100, ['salt'])
    retyped.ar.ingredients = [{ id: 'salt', name: 'ملح' }]
    expect(changedLanguages(fields, retyped, before)).toEqual(['ar'])
    expect(changedLanguages(fields, version('Crisps', 'رقائق', 'چیپس', 100, ['salt', 'oil']), before)).toEqual([])
  })

  it('for the first version, names the languages it is written in', () => {
    expect(changedLanguages(fields, version('Crisps', null, null), undefined)).toEqual(['en'])
    expect(changedLanguages(fields, version('Crisps', 'رقائق', 'چیپس'), undefined)).toEqual(['en', 'ar', 'ckb'])
  })
})
