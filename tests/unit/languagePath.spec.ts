import { describe, expect, it } from 'vitest'

import { localizedPath, pathInLanguage } from '@/i18n/languagePath'

describe('pathInLanguage', () => {
  it('gives English addresses without a prefix and the others with theirs', () => {
    expect(pathInLanguage('/ar/news', 'en')).toBe('/news')
    expect(pathInLanguage('/news', 'ckb')).toBe('/ckb/news')
    expect(pathInLanguage('/ckb/recipes/dolma', 'ar')).toBe('/ar/recipes/dolma')
  })

  it('maps the home page both ways', () => {
    expect(pathInLanguage('/', 'ar')).toBe('/ar')
    expect(pathInLanguage('/ar', 'en')).toBe('/')
    expect(pathInLanguage('/ckb/', 'en')).toBe('/')
  })

  it('drops the English prefix a rewritten address carries inside Next', () => {
    expect(pathInLanguage('/en/products', 'en')).toBe('/products')
    expect(pathInLanguage('/en', 'ar')).toBe('/ar')
  })

  it('keeps a first segment that only looks like a language', () => {
    expect(pathInLanguage('/english/x', 'ar')).toBe('/ar/english/x')
  })
})

describe('localizedPath', () => {
  it('prefixes Arabic and Kurdish addresses and keeps the query', () => {
    expect(localizedPath('/recipes', 'en')).toBe('/recipes')
    expect(localizedPath('/', 'ckb')).toBe('/ckb')
    expect(localizedPath({ pathname: '/products', query: { category: 'chips', page: undefined } }, 'ar')).toBe(
      '/ar/products?category=chips',
    )
    expect(localizedPath({ pathname: '/products', query: { q: 'رقائق بطاطس' } }, 'en')).toBe(
      `/products?q=${encodeURIComponent('رقائق').replace(/%20/g, '+')}+${encodeURIComponent('بطاطس')}`,
    )
  })
})
