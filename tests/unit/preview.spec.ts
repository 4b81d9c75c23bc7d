import { describe, expect, it } from 'vitest'

import { previewablePath, previewPath } from '@/lib/preview'

describe('previewPath', () => {
  it('names the public page of a document in the language being edited', () => {
    expect(previewPath('news', 'new-line', 'en')).toBe('/news/new-line')
    expect(previewPath('health-care', 'dates', 'ar')).toBe('/ar/healthCare/dates')
    expect(previewPath('recipes', 'fattoush', 'ckb')).toBe('/ckb/recipes/fattoush')
  })
})

describe('previewablePath', () => {
  it('takes pages of this site', () => {
    expect(previewablePath('/news/new-line')).toBe('/news/new-line')
    expect(previewablePath('/ar/recipes/fattoush?x=1')).toBe('/ar/recipes/fattoush?x=1')
  })

  it('refuses other sites, the admin, the API and anything that is not a path', () => {
    for (const value of [
      'https://elsewhere.example/',
      '//elsewhere.example/',
      '/\\elsewhere.example',
      'news',
      '',
      '/admin',
      '/admin/collections',
      '/api/news',
      '/next/preview',
      null,
      42,
    ]) {
      expect(previewablePath(value), String(value)).toBeNull()
    }
    expect(previewablePath(`/${'a'.repeat(1001)}`)).toBeNull()
  })
})
