import { describe, expect, it } from 'vitest'

import { DEFAULT_RETENTION_DAYS, retentionCutoff } from '@/lib/enquiries/retention'
import { runsInSiteServer } from '@/server/jobs/enquiryRetention'

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

  it('counts whole days', () => {
    expect(retentionCutoff(30.7, now)).toEqual(retentionCutoff(30, now))
  })
})

describe('where old enquiries are deleted', () => {
  it('in the site’s server, started or in development', () => {
    expect(runsInSiteServer({ NEXT_RUNTIME: 'nodejs' })).toBe(true)
    expect(runsInSiteServer({ NEXT_RUNTIME: 'nodejs', NEXT_PHASE: 'phase-production-server' })).toBe(true)
  })

  it('not while the site is built, nor in scripts and tests, which load Payload outside Next', () => {
    expect(runsInSiteServer({ NEXT_RUNTIME: 'nodejs', NEXT_PHASE: 'phase-production-build' })).toBe(false)
    expect(runsInSiteServer({})).toBe(false)
    expect(runsInSiteServer({ NEXT_RUNTIME: 'edge' })).toBe(false)
  })
})
