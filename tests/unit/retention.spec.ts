import { describe, expect, it } from 'vitest'

import { DEFAULT_APPLICATION_RETENTION_DAYS, DEFAULT_RETENTION_DAYS, retentionCutoff } from '@/lib/retention'

const now = new Date('2026-11-24T12:00:00Z')

describe('the retention period of enquiries', () => {
  it('keeps enquiries for the days of the site settings', () => {
    expect(retentionCutoff(365, now)).toEqual(new Date('2025-11-24T12:00:00Z'))
    expect(retentionCutoff(30, now)).toEqual(new Date('2026-10-25T12:00:00Z'))
    expect(retentionCutoff(1, now)).toEqual(new Date('2026-11-23T12:00:00Z'))
  })

  it.each([null, undefined, 0, -5, Number.NaN])('falls back on a year when the setting is %s', (days) => {
    expect(DEFAULT_RETENTION_DAYS).toBe(365)
    expect(retentionCutoff(days, now)).toEqual(retentionCutoff(365, now))
  })

  it('falls back on the period given for applications (180 days)', () => {
    expect(DEFAULT_APPLICATION_RETENTION_DAYS).toBe(180)
    expect(retentionCutoff(null, now, DEFAULT_APPLICATION_RETENTION_DAYS)).toEqual(new Date('2026-05-28T12:00:00Z'))
  })

  it('counts whole days', () => {
    expect(retentionCutoff(30.7, now)).toEqual(retentionCutoff(30, now))
  })
})
