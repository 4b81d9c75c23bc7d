import { describe, expect, it } from 'vitest'

import { versioned } from '@/lib/media'
import { preferredLocale } from '@/lib/httpCache'

describe('preferredLocale', () => {
  it('takes the saved choice, then Accept-Language by weight, then English', () => {
    expect(preferredLocale('ckb', 'ar')).toBe('ckb')
    expect(preferredLocale(undefined, 'ar-IQ,ar;q=0.9,en;q=0.8')).toBe('ar')
    expect(preferredLocale(undefined, 'en;q=0.5, ckb')).toBe('ckb')
    expect(preferredLocale('xx', 'de, fr')).toBe('en')
    expect(preferredLocale(undefined, null)).toBe('en')
  })
})

describe('versioned', () => {
  it('adds the document version to media addresses only', () => {
    expect(versioned('/api/media/file/a.jpg', '2026-01-01T00:00:00.000Z')).toMatch(/^\/api\/media\/file\/a\.jpg\?v=[0-9a-z]+$/)
    expect(versioned('/api/media/file/a.jpg', null)).toBe('/api/media/file/a.jpg')
    expect(versioned('https://example.com/a.jpg', '2026-01-01T00:00:00.000Z')).toBe('https://example.com/a.jpg')
  })
})
