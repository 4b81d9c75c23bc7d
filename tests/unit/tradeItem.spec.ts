import { describe, expect, it } from 'vitest'

import { bareDigits, caseGtinProblem, hsCodeProblem, otherCodeProblem, packGtinProblem, storageRangeProblem } from '@/lib/tradeItem'

describe("a pack's GTIN", () => {
  it.each(['96385074', '036000291452', '6261001000015', '10614141000415'])('accepts %s, with its check digit right', (code) => {
    expect(packGtinProblem(code)).toBeUndefined()
  })

  it('names the digit a wrong check digit should be', () => {
    expect(packGtinProblem('6261001000016')).toBe('The check digit of this GTIN is wrong: the last digit should be 5.')
  })

  it('refuses other lengths and anything but digits, saying what a GTIN is', () => {
    expect(packGtinProblem('62610010000')).toMatch(/8, 12, 13 or 14 digits; this one has 11/)
    expect(packGtinProblem('HF-CHIPS-001')).toMatch(/digits only/)
  })
})

describe("a case's GTIN", () => {
  it('is a GTIN-14 with its check digit', () => {
    expect(caseGtinProblem('16261001000012')).toBeUndefined()
    expect(caseGtinProblem('16261001000013')).toMatch(/last digit should be 2/)
  })

  it('refuses the 13 digits of a pack', () => {
    expect(caseGtinProblem('6261001000015')).toMatch(/exactly 14 digits/)
  })
})

describe('another code of a pack', () => {
  it('takes an article code, drawn as Code 128', () => {
    expect(otherCodeProblem('HF-CHIPS-001')).toBeUndefined()
  })

  it('sends a valid GTIN to its own field, and names a mistyped one’s check digit', () => {
    expect(otherCodeProblem('6261001000015')).toMatch(/GTIN field/)
    expect(otherCodeProblem('6261001000016')).toMatch(/last digit should be 5/)
  })

  it('refuses what Code 128 cannot draw', () => {
    expect(otherCodeProblem('بەرهەم')).toMatch(/Latin letters/)
  })
})

describe('the customs code', () => {
  it.each(['200520', '19053100', '2008199990'])('accepts %s', (code) => {
    expect(hsCodeProblem(code)).toBeUndefined()
  })

  it.each(['20052', '20052012345', '2005.20', 'chips'])('refuses %s', (code) => {
    expect(hsCodeProblem(code)).toMatch(/6 to 10 digits/)
  })
})

describe('the storage temperature range', () => {
  it('takes a range with the lower number first, or one end, or none', () => {
    expect(storageRangeProblem(5, 25)).toBeUndefined()
    expect(storageRangeProblem(-18, -18)).toBeUndefined()
    expect(storageRangeProblem(null, 25)).toBeUndefined()
    expect(storageRangeProblem(undefined, undefined)).toBeUndefined()
  })

  it('refuses a range upside down, and temperatures no food store has', () => {
    expect(storageRangeProblem(25, 5)).toMatch(/lowest .* must not be above the highest/)
    expect(storageRangeProblem(-60, 5)).toMatch(/between -40 °C and 60 °C/)
    expect(storageRangeProblem(5, 90)).toMatch(/between -40 °C and 60 °C/)
  })
})

it('keeps the digits of a code copied with spaces or hyphens, and other codes as written', () => {
  expect(bareDigits(' 626 1001 00001-5 ')).toBe('6261001000015')
  expect(bareDigits(' HF-CHIPS-001 ')).toBe('HF-CHIPS-001')
})
