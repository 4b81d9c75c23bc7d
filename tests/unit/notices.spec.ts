import { describe, expect, it } from 'vitest'

import { closesAt, isClosed } from '@/lib/jobClosing'
import { changesAfter, endBeforeStart, hasEnded, inLanguage, isCurrent, isUpcoming } from '@/lib/notices'

const now = new Date('2026-05-10T12:00:00Z')

describe('when a notice is shown', () => {
  it('is shown from its start until its end, the end itself excluded', () => {
    const notice = { startsAt: '2026-05-10T11:00:00Z', endsAt: '2026-05-10T13:00:00Z' }
    expect(isCurrent(notice, now)).toBe(true)
    expect(isCurrent(notice, new Date('2026-05-10T10:59:59Z'))).toBe(false)
    expect(isCurrent(notice, new Date('2026-05-10T13:00:00Z'))).toBe(false)
  })

  it('without an end stays until it is unpublished', () => {
    expect(isCurrent({ startsAt: '2020-01-01T00:00:00Z', endsAt: null }, now)).toBe(true)
    expect(hasEnded({ startsAt: '2020-01-01T00:00:00Z' }, now)).toBe(false)
  })

  it('tells an upcoming notice from a current and an ended one', () => {
    expect(isUpcoming({ startsAt: '2026-05-11T00:00:00Z' }, now)).toBe(true)
    expect(isUpcoming({ startsAt: '2026-05-09T00:00:00Z' }, now)).toBe(false)
    expect(isUpcoming({ startsAt: '2026-05-11T00:00:00Z', endsAt: '2026-05-01T00:00:00Z' }, now)).toBe(false)
    expect(hasEnded({ endsAt: '2026-05-10T12:00:00Z' }, now)).toBe(true)
  })

  it('changes the pages at its start and end when they are still ahead', () => {
    const times = changesAfter({ startsAt: '2026-05-10T11:00:00Z', endsAt: '2026-05-12T00:00:00Z' }, now)
    expect(times.map((time) => time.toISOString())).toEqual(['2026-05-12T00:00:00.000Z'])
    expect(changesAfter({ startsAt: '2026-05-11T00:00:00Z', endsAt: '2026-05-12T00:00:00Z' }, now)).toHaveLength(2)
    expect(changesAfter({ startsAt: '2026-05-01T00:00:00Z', endsAt: '2026-05-02T00:00:00Z' }, now)).toEqual([])
  })
})

describe('the dates of a notice', () => {
  it('refuses an end that is not after the start', () => {
    expect(endBeforeStart({ startsAt: '2026-05-10T12:00:00Z', endsAt: '2026-05-10T11:00:00Z' })).toMatch(/end must be after the start/)
    expect(endBeforeStart({ startsAt: '2026-05-10T12:00:00Z', endsAt: '2026-05-10T12:00:00Z' })).toBeDefined()
    expect(endBeforeStart({ startsAt: '2026-05-10T12:00:00Z', endsAt: '2026-05-10T12:00:01Z' })).toBeUndefined()
    expect(endBeforeStart({ startsAt: '2026-05-10T12:00:00Z' })).toBeUndefined()
  })
})

describe('a notice in the visitor’s language', () => {
  it('is in their language when written, else in English marked as English', () => {
    const title = { en: 'Recall', ar: 'سحب', ckb: '  ' }
    expect(inLanguage(title, 'ar')).toEqual({ text: 'سحب' })
    expect(inLanguage(title, 'ckb')).toEqual({ text: 'Recall', lang: 'en' })
    expect(inLanguage(title, 'en')).toEqual({ text: 'Recall' })
    expect(inLanguage(null, 'ar')).toEqual({ text: '' })
  })
})

describe('when a job closes', () => {
  it('closes at the end of its apply-by day', () => {
    expect(closesAt('2026-05-10T00:00:00.000Z')?.toISOString()).toBe('2026-05-10T23:59:59.999Z')
    expect(closesAt(null)).toBeUndefined()
    expect(isClosed('2026-05-10T00:00:00.000Z', now)).toBe(false)
    expect(isClosed('2026-05-09T00:00:00.000Z', now)).toBe(true)
  })
})
