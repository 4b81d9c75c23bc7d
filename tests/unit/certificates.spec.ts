import { describe, expect, it } from 'vitest'

import { EXPIRY_WARNING_DAYS, expiresAt, isValid, needsRenewal } from '@/lib/certificates'

const at = (iso: string) => new Date(iso)

describe('certificates', () => {
  it('is valid through the whole of its last day, and not a moment after', () => {
    const lastDay = '2027-03-31T09:00:00.000Z'
    expect(expiresAt(lastDay)?.toISOString()).toBe('2027-03-31T23:59:59.999Z')
    expect(isValid(lastDay, at('2027-03-31T00:00:00.000Z'))).toBe(true)
    expect(isValid(lastDay, at('2027-03-31T23:59:59.999Z'))).toBe(true)
    expect(isValid(lastDay, at('2027-04-01T00:00:00.000Z'))).toBe(false)
  })

  it('is never shown without a date, or with one that is not a date', () => {
    expect(isValid(undefined)).toBe(false)
    expect(isValid(null)).toBe(false)
    expect(isValid('not a date')).toBe(false)
  })

  it(`needs renewal from ${EXPIRY_WARNING_DAYS} days before its end, and once expired`, () => {
    const lastDay = '2027-03-31T09:00:00.000Z'
    // The end is 23:59:59.999 on 31 March; 60 days before is 30 January at the same time.
    expect(needsRenewal(lastDay, at('2027-01-30T23:59:59.998Z'))).toBe(false)
    expect(needsRenewal(lastDay, at('2027-01-31T00:00:00.000Z'))).toBe(true)
    expect(needsRenewal(lastDay, at('2027-05-01T00:00:00.000Z'))).toBe(true)
  })
})
