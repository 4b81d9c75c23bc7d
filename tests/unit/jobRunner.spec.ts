import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { startJobRunner } from '@/server/jobs/jobRunner'
import { carriesRunKey, ownRunKey, RUN_KEY_HEADER } from '@/server/jobs/runKey'
import { runnerLock } from '@/server/jobs/runnerLock'
import { withScheduledPublishing } from '@/server/jobs/scheduledPublishing'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
})

function databaseFile(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'runner-lock-'))
  folders.push(folder)
  return `file:${path.join(folder, 'db.sqlite')}`
}

describe('the run key', () => {
  it('lets through only a request carrying this process’s own key', () => {
    const env: Record<string, string | undefined> = {}
    const key = ownRunKey(env)
    expect(key).toMatch(/^[0-9a-f]{64}$/)
    expect(ownRunKey(env)).toBe(key)
    expect(carriesRunKey(new Headers({ [RUN_KEY_HEADER]: key }), env)).toBe(true)
    const oneCharacterOff = `${key.slice(0, -1)}${key.endsWith('a') ? 'b' : 'a'}`
    expect(carriesRunKey(new Headers({ [RUN_KEY_HEADER]: oneCharacterOff }), env)).toBe(false)
    expect(carriesRunKey(new Headers({ [RUN_KEY_HEADER]: 'short' }), env)).toBe(false)
    expect(carriesRunKey(new Headers(), env)).toBe(false)
    // A process that made no key (a script, a test) lets nobody run jobs by key.
    expect(carriesRunKey(new Headers({ [RUN_KEY_HEADER]: '' }), {})).toBe(false)
  })
})

describe('the runner lock on SQLite', () => {
  it('is held by one process at a time and taken over from a process that died', async () => {
    const url = databaseFile()
    const lock = runnerLock({ adapter: 'sqlite', url })
    expect(await lock.held()).toBe(true)
    expect(await lock.held()).toBe(true)
    const file = `${url.slice('file:'.length)}.jobs-lock`
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid))

    // Another live process holds it: not taken.
    fs.writeFileSync(file, String(process.ppid))
    expect(await runnerLock({ adapter: 'sqlite', url }).held()).toBe(false)

    // Its holder is gone: taken over.
    fs.writeFileSync(file, '999999999')
    const other = runnerLock({ adapter: 'sqlite', url })
    expect(await other.held()).toBe(true)
    await other.release()
    expect(fs.existsSync(file)).toBe(false)
  })
})

describe('the job runner', () => {
  it('asks its own jobs endpoint with its key while it holds the lock, and not otherwise', async () => {
    const asked: Array<{ url?: string; key?: string }> = []
    const handle = (request: http.IncomingMessage, response: http.ServerResponse) => {
      asked.push({ url: request.url, key: request.headers[RUN_KEY_HEADER] as string | undefined })
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ noJobsRemaining: true }))
    }
    let holds = false
    const runner = startJobRunner(handle, { intervalMs: 50, lock: { held: async () => holds, release: async () => {} } })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(asked).toEqual([])
    holds = true
    await expect.poll(() => asked.length, { timeout: 2000 }).toBeGreaterThan(0)
    await runner.stop()
    expect(asked[0].url).toBe('/api/payload-jobs/run?allQueues=true')
    expect(asked[0].key).toBe(process.env.JOBS_RUN_KEY)
  })

  it('takes its first turn only after the time it is given, then one every interval', async () => {
    let asked = 0
    const handle = (_request: http.IncomingMessage, response: http.ServerResponse) => {
      asked += 1
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ noJobsRemaining: true }))
    }
    const startedAt = Date.now()
    const runner = startJobRunner(handle, {
      intervalMs: 20,
      firstTurnAfterMs: 500,
      lock: { held: async () => true, release: async () => {} },
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(asked).toBe(0)
    await expect.poll(() => asked, { timeout: 2000 }).toBeGreaterThan(2)
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(500)
    await runner.stop()
  })

  it('runs batch after batch in one turn while jobs remain', async () => {
    let remaining = 3
    const handle = (_request: http.IncomingMessage, response: http.ServerResponse) => {
      remaining -= 1
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ noJobsRemaining: remaining <= 0 }))
    }
    const runner = startJobRunner(handle, { intervalMs: 100_000, lock: { held: async () => true, release: async () => {} } })
    await runner.stop()
    expect(remaining).toBe(3)
    const quick = startJobRunner(handle, { intervalMs: 30, lock: { held: async () => true, release: async () => {} } })
    await expect.poll(() => remaining, { timeout: 2000 }).toBeLessThanOrEqual(0)
    await quick.stop()
  })
})

describe('scheduled publishing', () => {
  it('is turned on for every type with drafts and left off the others', () => {
    const withDrafts = withScheduledPublishing({ slug: 'news', fields: [], versions: { drafts: true } })
    expect(withDrafts.versions).toEqual({ drafts: { schedulePublish: true } })
    const withOptions = withScheduledPublishing({ slug: 'news', fields: [], versions: { drafts: { autosave: false }, maxPerDoc: 5 } })
    expect(withOptions.versions).toEqual({ drafts: { autosave: false, schedulePublish: true }, maxPerDoc: 5 })
    expect(withScheduledPublishing({ slug: 'media', fields: [] }).versions).toBeUndefined()
  })
})
