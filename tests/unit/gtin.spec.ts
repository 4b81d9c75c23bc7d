import { describe, expect, it } from 'vitest'

import { barcodeProblem, gtinCheckDigit, gtinForms, isValidGtin, toGtin14 } from '@/lib/gtin'

describe('GTIN check digit', () => {
  it.each([
    ['626000000001', 9],
    ['400638133393', 1],
    ['9638507', 4],
    ['03600029145', 2],
    ['1061414100041', 5],
  ])('of %s is %i', (body, digit) => {
    expect(gtinCheckDigit(body)).toBe(digit)
  })

  it('validates whole codes of every GTIN length', () => {
    expect(isValidGtin('4006381333931')).toBe(true)
    expect(isValidGtin('4006381333932')).toBe(false)
    expect(isValidGtin('96385074')).toBe(true)
    expect(isValidGtin('036000291452')).toBe(true)
    expect(isValidGtin('10614141000415')).toBe(true)
    expect(isValidGtin('12345')).toBe(false)
  })

  it('pads to GTIN-14 for GS1 Digital Link', () => {
    expect(toGtin14('96385074')).toBe('00000096385074')
    expect(toGtin14('4006381333931')).toBe('04006381333931')
  })

  it('lists the stored forms of a GTIN, short and padded', () => {
    expect(gtinForms('06261001000015')).toEqual(['6261001000015', '06261001000015'])
    expect(gtinForms('6261001000015')).toEqual(['6261001000015', '06261001000015'])
    expect(gtinForms('00000096385074')).toEqual(['96385074', '000096385074', '0000096385074', '00000096385074'])
    expect(gtinForms('10614141000415')).toEqual(['10614141000415'])
    expect(gtinForms('12345')).toEqual([])
    expect(gtinForms('abc')).toEqual([])
  })

  it('explains what is wrong with a barcode', () => {
    expect(barcodeProblem('4006381333932')).toMatch(/last digit should be 1/)
    expect(barcodeProblem('1234')).toMatch(/8, 12, 13 or 14 digits/)
    expect(barcodeProblem('بەرهەم')).toMatch(/Latin letters/)
    expect(barcodeProblem('HF-CHIPS-001')).toBeUndefined()
    expect(barcodeProblem('123456789')).toBeUndefined()
  })
})
