import { describe, expect, it } from 'vitest'

import { missingLanguages, translatedFieldsOf } from '@/admin/translationCoverage'
import { paragraphsToRichText } from '@/lib/richText'

const fields = translatedFieldsOf('products')

/** A product as `locale: 'all'` reads it, title and description in every language. */
const product = (food: Record<string, unknown>) => ({
  id: 1,
  title: { en: 'Classic chips', ar: 'رقائق كلاسيكية', ckb: 'چیپسی کلاسیک' },
  description: { en: paragraphsToRichText(['Crunchy']), ar: paragraphsToRichText(['مقرمشة']), ckb: paragraphsToRichText(['قرچە']) },
  ...food,
})

describe("translation coverage of a product's food information", () => {
  it('asks a product for its ingredient names, storage, origin and best-before note as well', () => {
    expect(fields).toEqual(['title', 'description', 'ingredients', 'storage', 'origin', 'bestBeforeNote'])
    expect(translatedFieldsOf('news')).toEqual(['title', 'description'])
  })

  it('counts nothing missing for a product without food information', () => {
    expect(missingLanguages(product({}), fields)).toEqual([])
    expect(missingLanguages(product({ ingredients: [], storage: { en: null, ar: null, ckb: null }, origin: null }), fields)).toEqual([])
  })

  it('counts a food text written in English and not in a language as missing there', () => {
    expect(missingLanguages(product({ storage: { en: 'Keep dry.', ar: 'يحفظ في مكان جاف.', ckb: '' } }), fields)).toEqual(['ckb'])
    expect(missingLanguages(product({ origin: { en: 'Made in Erbil, Iraq', ar: null, ckb: null } }), fields)).toEqual(['ar', 'ckb'])
    expect(missingLanguages(product({ bestBeforeNote: { en: 'See the back of the pack.', ar: 'انظر خلف العبوة.' } }), fields)).toEqual([
      'ckb',
    ])
  })

  it('counts an ingredient named in English and not in a language as missing there', () => {
    const ingredients = [
      { id: 'a', name: { en: 'Potatoes', ar: 'بطاطا', ckb: 'پەتاتە' }, allergen: null, percent: 60 },
      { id: 'b', name: { en: 'Wheat flour', ar: 'دقيق القمح', ckb: null }, allergen: 'gluten', percent: null },
    ]
    expect(missingLanguages(product({ ingredients }), fields)).toEqual(['ckb'])
    expect(missingLanguages(product({ ingredients: ingredients.slice(0, 1) }), fields)).toEqual([])
  })

  it('does not count a food text missing in English: it is optional', () => {
    expect(missingLanguages(product({ storage: { en: '', ar: 'يحفظ في مكان جاف.', ckb: 'لە شوێنێکی وشک هەڵبگیرێت.' } }), fields)).toEqual(
      [],
    )
  })

  it('still asks every language for the title and description', () => {
    const untitled = {
      ...product({ storage: { en: 'Keep dry.', ar: 'يحفظ في مكان جاف.', ckb: 'لە شوێنێکی وشک هەڵبگیرێت.' } }),
      title: { en: 'Chips' },
    }
    expect(missingLanguages(untitled, fields)).toEqual(['ar', 'ckb'])
  })
})
