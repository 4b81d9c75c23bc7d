import { describe, expect, it } from 'vitest'

import { normalizeSearchText } from '@/lib/arabicSearch'

describe('normalizeSearchText', () => {
  it('lower-cases Latin and collapses white space', () => {
    expect(normalizeSearchText('  Classic   SALTED\tChips\n')).toBe('classic salted chips')
  })

  it('folds Arabic kaf and yeh into their Kurdish forms', () => {
    // "چیپسی پەتاتە" typed on an Arabic keyboard: ي for ی.
    expect(normalizeSearchText('چيپسي')).toBe(normalizeSearchText('چیپسی'))
    expect(normalizeSearchText('كلاسيكي')).toBe('کلاسیکی')
    expect(normalizeSearchText('مصطفى')).toBe('مصطفی')
  })

  it('treats heh, Kurdish ae and teh marbuta as one letter', () => {
    expect(normalizeSearchText('پەتاتە')).toBe(normalizeSearchText('پهتاته'))
    expect(normalizeSearchText('هەولێر')).toBe('ههولێر')
    expect(normalizeSearchText('مقرمشة')).toBe('مقرمشه')
    expect(normalizeSearchText('ھەولێر')).toBe('ههولێر')
  })

  it('folds every alef into the bare alef', () => {
    expect(normalizeSearchText('أغذية إربيل آمنة')).toBe('اغذیه اربیل امنه')
    expect(normalizeSearchText('ٱلله')).toBe('الله')
  })

  it('folds yeh and waw with hamza into the bare letters', () => {
    // "رقايق" is a common spelling of "رقائق" (chips).
    expect(normalizeSearchText('رقايق')).toBe(normalizeSearchText('رقائق'))
    expect(normalizeSearchText('رقائق')).toBe('رقایق')
    // Yeh and a separate hamza above, as some keyboards type it.
    expect(normalizeSearchText('رقا\u064a\u0654ق')).toBe('رقایق')
    expect(normalizeSearchText('مسؤول')).toBe(normalizeSearchText('مسوول'))
    expect(normalizeSearchText('ئاو')).toBe('یاو')
  })

  it('removes vowel marks, the superscript alef and tatweel', () => {
    expect(normalizeSearchText('رَقَائِقُ الْبَطَاطِسِ')).toBe('رقایق البطاطس')
    expect(normalizeSearchText('المملّحة')).toBe('المملحه')
    expect(normalizeSearchText('هٰذا')).toBe('هذا')
    expect(normalizeSearchText('بسـسـسكويت')).toBe('بسسسکویت')
    expect(normalizeSearchText('كـعـك')).toBe('کعک')
  })

  it('turns Arabic-Indic and Extended Arabic-Indic digits into 0-9', () => {
    expect(normalizeSearchText('٦٢٦١٠٠١٠٠٠٠١٥')).toBe('6261001000015')
    expect(normalizeSearchText('۱۵۰ گرام')).toBe('150 گرام')
  })

  it('drops invisible joiners and turns presentation forms into letters', () => {
    expect(normalizeSearchText('می\u200cخۆم')).toBe('میخۆم')
    // ﻻ is the lam-alef ligature of old software and PDFs.
    expect(normalizeSearchText('\ufefb')).toBe('لا')
  })

  it('leaves Kurdish letters that have no variant alone', () => {
    expect(normalizeSearchText('ڕۆژ ڵ ێ ۆ ڤ گ چ پ ژ')).toBe('ڕۆژ ڵ ێ ۆ ڤ گ چ پ ژ')
  })

  it('gives the same result for the same product typed in different ways', () => {
    const stored = normalizeSearchText('چیپسی پەتاتەی خوێداری کلاسیکی')
    const typed = normalizeSearchText('چيپسي پهتاتهي خوێداري كلاسيكي')
    expect(typed).toBe(stored)
    expect(normalizeSearchText('رقائق البطاطس المملّحة الكلاسيكية')).toContain(normalizeSearchText('رَقائِق البَطاطِس المُملحه'))
  })
})
