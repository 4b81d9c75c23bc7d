import { describe, expect, it } from 'vitest'

import { hasText, listOfDocumentsURL, missingLanguages } from '@/admin/translationCoverage'
import { paragraphsToRichText } from '@/lib/richText'

describe('translation coverage', () => {
  it('counts a title or rich text as written only when it has words', () => {
    expect(hasText('Chips')).toBe(true)
    expect(hasText('   ')).toBe(false)
    expect(hasText(null)).toBe(false)
    expect(hasText(paragraphsToRichText(['Crunchy']))).toBe(true)
    expect(hasText(paragraphsToRichText(['', ' ']))).toBe(false)
  })

  it('lists the languages where the title or the description is missing', () => {
    const doc = {
      id: 1,
      title: { en: 'Chips', ar: 'رقائق', ckb: '' },
      description: { en: paragraphsToRichText(['Crunchy']), ar: null, ckb: paragraphsToRichText(['ناسک']) },
    }
    expect(missingLanguages(doc)).toEqual(['ar', 'ckb'])
    expect(missingLanguages({ id: 2, title: { en: 'Only English' } })).toEqual(['en', 'ar', 'ckb'])
  })

  it('links to a list of exactly those documents', () => {
    expect(listOfDocumentsURL('news', [3, 7])).toBe('/admin/collections/news?where[id][in]=3,7&locale=en')
  })
})
