import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import type { DatabaseLocation } from '@/lib/databaseLocation'
import { ADVISORY_LOCK_KEY, withReleaseLock } from '@/server/startup/releaseLock'

/** The release step (migrate, seed) runs once at a time, whichever instance starts it. */
const location: DatabaseLocation =
  process.env.INT_ON_POSTGRES === 'true' && process.env.TEST_POSTGRES_URL
    ? { adapter: 'postgres', url: process.env.TEST_POSTGRES_URL }
    : { adapter: 'sqlite', url: `file:${path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'food-lock-')), 'db.sqlite')}` }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe(`the release lock (${location.adapter})`, () => {
  it('lets one step run at a time and the others wait their turn', async () => {
    const spans: Array<[number, number]> = []
    const step = async () => {
      const started = Date.now()
      await sleep(300)
      spans.push([started, Date.now()])
      return spans.length
    }
    const results = await Promise.all([withReleaseLock(step, location), withReleaseLock(step, location), withReleaseLock(step, location)])
    expect(results.sort()).toEqual([1, 2, 3])
    spans.sort((x, y) => x[0] - y[0])
    for (let i = 1; i < spans.length; i++) expect(spans[i][0]).toBeGreaterThanOrEqual(spans[i - 1][1])
  })

  it('is released when the step fails', async () => {
    await expect(withReleaseLock(() => Promise.reject(new Error('migration failed')), location)).rejects.toThrow('migration failed')
    await expect(withReleaseLock(async () => 'next', location)).resolves.toBe('next')
  })

  it('is not kept by an instance that ended while holding it', async () => {
    if (location.adapter === 'postgres') {
      // The server releases an advisory lock when the connection that took it ends.
      const { default: pg } = await import('pg')
      const crashed = new pg.Client({ connectionString: location.url })
      await crashed.connect()
      await crashed.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCK_KEY])
      await crashed.end()
    } else {
      // The lock file of a process that no longer runs: Linux never hands out this id.
      fs.writeFileSync(`${location.url.slice('file:'.length)}.release-lock`, String(2 ** 22 + 1))
    }
    await expect(withReleaseLock(async () => 'taken over', location)).resolves.toBe('taken over')
  })
})
