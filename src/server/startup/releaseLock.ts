/**
 * Migrating and seeding are one release step: when several instances start at the same
 * moment on one database, one of them does it while the others wait, then find the
 * database ready. On PostgreSQL the lock is the server's (an advisory lock, released
 * when its connection ends, so a crashed instance never leaves it held); on SQLite, whose
 * instances share one machine, it is a file beside the database naming the process that
 * holds it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { type DatabaseLocation, databaseLocation } from '../../lib/databaseLocation.ts'

/** Any fixed number, the same in every instance: the advisory lock of the release step. */
export const ADVISORY_LOCK_KEY = 1944_0001

export async function withReleaseLock<T>(step: () => Promise<T>, location: DatabaseLocation = databaseLocation()): Promise<T> {
  return location.adapter === 'postgres' ? withAdvisoryLock(location.url, step) : withLockFile(lockFileOf(location.url), step)
}

async function withAdvisoryLock<T>(url: string, step: () => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCK_KEY])
    return await step()
  } finally {
    await client.end()
  }
}

/** `file:/abs/db.sqlite`, `file:///abs/db.sqlite` or `file:./db.sqlite`: the file beside it. */
export function lockFileOf(url: string, purpose = 'release'): string {
  return `${path.resolve(url.replace(/^file:(\/\/(?=\/))?/, ''))}.${purpose}-lock`
}

export function heldByLiveProcess(file: string): boolean {
  const pid = Number(fs.readFileSync(file, 'utf8'))
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function withLockFile<T>(file: string, step: () => Promise<T>): Promise<T> {
  // The first start of a new DATA_DIR comes here before anything has made the folder.
  fs.mkdirSync(path.dirname(file), { recursive: true })
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' })
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      // A lock left by a process that died is taken over; one being written is waited for.
      try {
        if (!heldByLiveProcess(file)) fs.rmSync(file, { force: true })
      } catch {
        // It was released meanwhile.
      }
      await sleep(200)
    }
  }
  try {
    return await step()
  } finally {
    fs.rmSync(file, { force: true })
  }
}
