import { describe, expect, it } from 'vitest'

import { hasText, listOfDocumentsURL, missingLanguages, translatedFieldsOf, untranslatedTexts } from '@/admin/translationCoverage'
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

  it('asks a picture for its alt text, not a title and description', () => {
    const picture = { id: 3, alt: { en: 'A bag of chips', ar: 'كيس رقائق', ckb: null } }
    expect(translatedFieldsOf('media')).toEqual(['alt'])
    expect(missingLanguages(picture, translatedFieldsOf('media'))).toEqual(['ckb'])
    expect(missingLanguages(picture, translatedFieldsOf('news'))).toEqual(['en', 'ar', 'ckb'])
  })

  it('counts the texts of a setting written in English and not in a language, at any depth', () => {
    const settings = {
      id: 1,
      title: { en: 'About us', ar: 'من نحن', ckb: '' },
      // Not written in English either: nothing to translate yet.
      note: { en: '', ar: '', ckb: '' },
      phone: '+964 750 000 0000',
      map: { latitude: 36.19, label: { en: 'Factory', ar: null } },
      timeline: [
        { year: 1944, text: { en: 'Founded', ar: 'التأسيس', ckb: 'دامەزراندن' } },
        { year: 1990, text: { en: paragraphsToRichText(['New line']), ar: paragraphsToRichText(['']), ckb: null } },
      ],
      synonyms: { en: [{ id: 'a1', words: 'chips, crisps' }], ar: [{ id: 'b2', words: '' }] },
    }
    expect(untranslatedTexts(settings, 'ar')).toBe(3)
    expect(untranslatedTexts(settings, 'ckb')).toBe(4)
    expect(untranslatedTexts({ title: { en: 'Only', ar: 'فقط', ckb: 'تەنها' } }, 'ar')).toBe(0)
  })

  it('links to a list of exactly those documents', () => {
    expect(listOfDocumentsURL('news', [3, 7])).toBe('/admin/collections/news?where[id][in]=3,7&locale=en')
  })
})
