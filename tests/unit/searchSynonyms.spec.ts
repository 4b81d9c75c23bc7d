import { describe, expect, it } from 'vitest'

import { synonymGroups, wordCondition } from '@/lib/searchSynonyms'

describe('search synonyms', () => {
  it('reads groups as editors write them, with Latin or Arabic commas, in the form search compares', () => {
    expect(synonymGroups(['Chips, Crisps ', 'بطاطا، البطاطس', 'پەتاتە,پەتاتا'])).toEqual([
      ['chips', 'crisps'],
      ['بطاطا', 'بطاطس'],
      ['پهتاته', 'پهتاتا'],
    ])
  })

  it('leaves out rows that name fewer than two different words', () => {
    expect(synonymGroups(['chips', 'chips, Chips', '', null, ' , '])).toEqual([])
  })

  it('lets a word match its group, with or without the Arabic article', () => {
    const groups = synonymGroups(['بطاطا، بطاطس'])
    expect(wordCondition('البطاطا', groups)).toEqual({
      or: [{ searchText: { like: 'البطاطا' } }, { searchText: { like: 'بطاطا' } }, { searchText: { like: 'بطاطس' } }],
    })
    expect(wordCondition('رقائق', groups)).toEqual({ searchText: { like: 'رقائق' } })
  })
})
