import vm from 'node:vm'

import { describe, expect, it } from 'vitest'

import { versioned } from '@/lib/media'
import { preferredLocale } from '@/i18n/preferredLocale'
import { preferredLanguageScript } from '@/i18n/preferredLanguageScript'

describe('preferredLocale', () => {
  it('takes the saved choice, then Accept-Language by weight, then English', () => {
    expect(preferredLocale('ckb', 'ar')).toBe('ckb')
    expect(preferredLocale(undefined, 'ar-IQ,ar;q=0.9,en;q=0.8')).toBe('ar')
    expect(preferredLocale(undefined, 'en;q=0.5, ckb')).toBe('ckb')
    expect(preferredLocale('xx', 'de, fr')).toBe('en')
    expect(preferredLocale(undefined, null)).toBe('en')
  })
})

type Visit = { path?: string; search?: string; cookie?: string; stored?: string | null; languages?: string[] }

/** Where the home page's first script sends a browser, or null when it stays. */
function sentTo({ path = '/', search = '', cookie = '', stored = null, languages = ['en-US'] }: Visit): string | null {
  let target: string | null = null
  const context = {
    location: { pathname: path, search, hash: '', replace: (url: string) => (target = url) },
    document: { cookie },
    localStorage: { getItem: (key: string) => (key === 'language' ? stored : null) },
    navigator: { languages, language: languages[0] },
  }
  vm.runInNewContext(preferredLanguageScript, context)
  return target
}

describe('the home page’s choice of language, before it is painted', () => {
  it('sends a browser that prefers Arabic or Kurdish there, as preferredLocale ranks its languages', () => {
    for (const languages of [
      ['ar-IQ', 'ar', 'en'],
      ['AR-iq'],
      ['fr-FR', 'ckb'],
      ['ckb-IQ'],
      ['en-US', 'en', 'ar'],
      ['de', 'fr'],
      ['arn-CL'],
    ]) {
      const expected = preferredLocale(undefined, languages.join(','))
      expect(sentTo({ languages }), languages.join(',')).toBe(expected === 'en' ? null : `/${expected}`)
    }
  })

  it('puts the saved choice first: the cookie, then local storage', () => {
    expect(sentTo({ cookie: 'theme=dark; NEXT_LOCALE=ckb', languages: ['ar'] })).toBe('/ckb')
    expect(sentTo({ cookie: 'NEXT_LOCALE=en', languages: ['ar'] })).toBeNull()
    expect(sentTo({ stored: 'ar', languages: ['en'] })).toBe('/ar')
    expect(sentTo({ cookie: 'NEXT_LOCALE=xx', stored: 'ckb' })).toBe('/ckb')
    expect(sentTo({ cookie: 'NEXT_LOCALE=xx', stored: 'xx', languages: ['ar'] })).toBe('/ar')
  })

  it('keeps the query, and does nothing anywhere but at `/`', () => {
    expect(sentTo({ search: '?utm_source=pack', languages: ['ar'] })).toBe('/ar?utm_source=pack')
    expect(sentTo({ path: '/products', languages: ['ar'] })).toBeNull()
  })
})

describe('versioned', () => {
  it('adds the document version to media addresses only', () => {
    expect(versioned('/api/media/file/a.jpg', '2026-01-01T00:00:00.000Z')).toMatch(/^\/api\/media\/file\/a\.jpg\?v=[0-9a-z]+$/)
    expect(versioned('/api/media/file/a.jpg', null)).toBe('/api/media/file/a.jpg')
    expect(versioned('https://example.com/a.jpg', '2026-01-01T00:00:00.000Z')).toBe('https://example.com/a.jpg')
  })
})
