import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { localeInfo, locales } from '@/i18n/locales'

import { createCategory, text } from './helpers/fixtures'
import { createDoc, freshPayload, updateDoc, updateGlobalDoc } from './helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await freshPayload()
})

describe('localization', () => {
  it('offers en (default), ar and ckb, with Arabic and Kurdish right-to-left', () => {
    const localization = payload.config.localization
    expect(localization && localization.defaultLocale).toBe('en')
    expect(localization && localization.locales.map((l) => [l.code, Boolean(l.rtl)])).toEqual([
      ['en', false],
      ['ar', true],
      ['ckb', true],
    ])
    expect(locales.map((l) => localeInfo[l].dir)).toEqual(['ltr', 'rtl', 'rtl'])
  })

  it('keeps each language of a document apart and falls back to English where a translation is missing', async () => {
    const category = await createCategory(payload)
    const created = await createDoc(payload, {
      collection: 'products',
      locale: 'en',
      data: { title: 'Salted chips', description: text('Thin and crunchy.'), category: category.id, _status: 'published' },
      overrideAccess: true,
    })
    await updateDoc(payload, { collection: 'products', id: created.id, locale: 'ar', data: { title: 'شيبس مملح' }, overrideAccess: true })
    await updateDoc(payload, { collection: 'products', id: created.id, locale: 'ckb', data: { title: 'چیپسی سوێر' }, overrideAccess: true })

    const read = (locale: 'en' | 'ar' | 'ckb') => payload.findByID({ collection: 'products', id: created.id, locale, overrideAccess: true })
    expect((await read('en')).title).toBe('Salted chips')
    expect((await read('ar')).title).toBe('شيبس مملح')
    expect((await read('ckb')).title).toBe('چیپسی سوێر')

    // No Arabic description was written: the English one is shown instead.
    const arabic = await read('ar')
    expect(JSON.stringify(arabic.description)).toContain('Thin and crunchy.')

    // Without fallback the gap is visible, so the admin can report missing translations.
    const noFallback = await payload.findByID({
      collection: 'products',
      id: created.id,
      locale: 'ar',
      fallbackLocale: false,
      overrideAccess: true,
    })
    expect(noFallback.description ?? null).toBeNull()

    const all = (await payload.findByID({ collection: 'products', id: created.id, locale: 'all', overrideAccess: true })) as unknown as {
      title: Record<string, string>
    }
    expect(all.title).toEqual({ en: 'Salted chips', ar: 'شيبس مملح', ckb: 'چیپسی سوێر' })
  })

  it('localizes globals too', async () => {
    await updateGlobalDoc(payload, { slug: 'site-settings', locale: 'en', data: { siteName: 'Hawler Foods' }, overrideAccess: true })
    await updateGlobalDoc(payload, { slug: 'site-settings', locale: 'ckb', data: { siteName: 'خۆراکی هەولێر' }, overrideAccess: true })
    expect((await payload.findGlobal({ slug: 'site-settings', locale: 'ckb' })).siteName).toBe('خۆراکی هەولێر')
    expect((await payload.findGlobal({ slug: 'site-settings', locale: 'ar' })).siteName).toBe('Hawler Foods')
  })
})
