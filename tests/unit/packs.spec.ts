import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { formats } from '@/i18n/formats'
import { packSizesToShow } from '@/lib/packs'

import ar from '@/i18n/messages/ar/products.json'
import ckb from '@/i18n/messages/ckb/products.json'
import en from '@/i18n/messages/en/products.json'

describe('pack sizes', () => {
  it('shows each size once, smallest first across units, and skips unfinished rows', () => {
    const rows = [
      { amount: 1, unit: 'kg' },
      { amount: 150, unit: 'g' },
      { amount: 30, unit: 'g' },
      { amount: 150, unit: 'g' },
      { amount: null, unit: 'g' },
      { amount: 0, unit: 'g' },
      { amount: 5, unit: 'stone' },
      { amount: 750, unit: 'g' },
    ]
    expect(packSizesToShow(rows)).toEqual([
      { amount: 30, unit: 'g' },
      { amount: 150, unit: 'g' },
      { amount: 750, unit: 'g' },
      { amount: 1, unit: 'kg' },
    ])
    expect(packSizesToShow(null)).toEqual([])
  })

  it('names a size in each language with Latin digits', () => {
    const size = (locale: 'en' | 'ar' | 'ckb', messages: typeof en, amount: number, unit: string) =>
      createTranslator({ locale, messages: { products: messages }, namespace: 'products', formats })('packSize', { amount, unit })
    expect(size('en', en, 75, 'g')).toBe('75 g')
    expect(size('en', en, 1.5, 'l')).toBe('1.5 L')
    expect(size('ar', ar, 150, 'g')).toBe('150 غ')
    expect(size('ar', ar, 0.5, 'kg')).toBe('0.5 كغ')
    expect(size('ckb', ckb, 30, 'g')).toBe('30 گرام')
    expect(size('ckb', ckb, 250, 'ml')).toBe('250 میلیلیتر')
  })
})
