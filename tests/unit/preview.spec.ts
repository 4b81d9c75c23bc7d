import { describe, expect, it } from 'vitest'

import { isPreviewablePath, previewPath } from '@/lib/preview'

describe('previewPath', () => {
  it('names the public page of a document in the language being edited', () => {
    expect(previewPath('news', 'new-line', 'en')).toBe('/news/new-line')
    expect(previewPath('health-care', 'dates', 'ar')).toBe('/ar/healthCare/dates')
    expect(previewPath('recipes', 'fattoush', 'ckb')).toBe('/ckb/recipes/fattoush')
  })
})

describe('isPreviewablePath', () => {
  it('takes pages of this site', () => {
    expect(isPreviewablePath('/news/new-line')).toBe(true)
    expect(isPreviewablePath('/ar/recipes/fattoush?x=1')).toBe(true)
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
      expect(isPreviewablePath(value), String(value)).toBe(false)
    }
    expect(isPreviewablePath(`/${'a'.repeat(1001)}`)).toBe(false)
  })
})
