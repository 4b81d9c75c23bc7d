import { describe, expect, it } from 'vitest'

import { EXPIRY_WARNING_DAYS, isValid, needsRenewal, validUntilProblem } from '@/lib/certificates'

const at = (iso: string) => new Date(iso)

describe('certificates', () => {
  it('is valid until its moment, and not from that moment on', () => {
    const validUntil = '2027-03-31T20:59:00.000Z'
    expect(isValid(validUntil, at('2027-03-31T20:58:59.999Z'))).toBe(true)
    expect(isValid(validUntil, at('2027-03-31T20:59:00.000Z'))).toBe(false)
  })

  it('is never shown without a date, or with one that is not a date', () => {
    expect(isValid(undefined)).toBe(false)
    expect(isValid(null)).toBe(false)
    expect(isValid('not a date')).toBe(false)
  })

  it(`needs renewal from ${EXPIRY_WARNING_DAYS} days before its end, and once expired`, () => {
    const validUntil = '2027-03-31T20:59:00.000Z'
    expect(needsRenewal(validUntil, at('2027-01-30T20:58:59.999Z'))).toBe(false)
    expect(needsRenewal(validUntil, at('2027-01-30T20:59:00.000Z'))).toBe(true)
    expect(needsRenewal(validUntil, at('2027-05-01T00:00:00.000Z'))).toBe(true)
  })

  it('refuses a date that has passed when it is set, but not one saved earlier that has since passed', () => {
    const now = at('2027-04-01T00:00:00.000Z')
    const passed = '2027-03-31T20:59:00.000Z'
    expect(validUntilProblem(passed, undefined, now)).toBe(
      'This date has passed, so the certificate would not be shown. Enter when it stops being valid.',
    )
    expect(validUntilProblem(passed, '2028-01-01T00:00:00.000Z', now)).toMatch(/has passed/)
    expect(validUntilProblem(passed, passed, now)).toBeUndefined()
    expect(validUntilProblem('2027-04-02T00:00:00.000Z', undefined, now)).toBeUndefined()
    expect(validUntilProblem(undefined, undefined, now)).toBe('Enter when the certificate stops being valid.')
    expect(validUntilProblem('soon', undefined, now)).toBe('Enter a date, for example 31 Mar 2027, 23:59.')
  })
})
