/**
 * Which instance runs the queued jobs. Payload claims a job by reading it and then marking
 * it as processing, so two instances asking at the same moment could both run it: one runner
 * at a time makes every job run once. The first instance to take the lock keeps it while it
 * lives; the others ask again now and then and take over when it is gone.
 *
 * On PostgreSQL the lock is the server's (an advisory lock held by a connection of its own,
 * released when that connection ends, so a crashed instance never keeps it); on SQLite,
 * whose instances share one machine, a file beside the database names the process holding it.
 */
import fs from 'node:fs'

import { type DatabaseLocation, databaseLocation } from '../../lib/databaseLocation.ts'
import { heldByLiveProcess, lockFileOf } from '../startup/releaseLock.ts'

/** Any fixed number, the same in every instance, other than the release step's. */
export const JOB_RUNNER_LOCK_KEY = 1944_0002

export type RunnerLock = {
  /** Whether this process holds the lock now, taking it if it is free. */
  held: () => Promise<boolean>
  release: () => Promise<void>
}

export function runnerLock(location: DatabaseLocation = databaseLocation()): RunnerLock {
  return location.adapter === 'postgres' ? advisoryLock(location.url) : lockFile(lockFileOf(location.url, 'jobs'))
}

function advisoryLock(url: string): RunnerLock {
  let client: import('pg').Client | undefined
  const drop = async () => {
    const old = client
    client = undefined
    await old?.end().catch(() => {})
  }
  return {
    held: async () => {
      if (client) return true
      const { default: pg } = await import('pg')
      const candidate = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 })
      // A lost connection has lost the lock with it: this instance asks again on its next turn.
      candidate.on('error', () => {
        if (client === candidate) void drop()
      })
      try {
        await candidate.connect()
        const { rows } = await candidate.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [JOB_RUNNER_LOCK_KEY])
        if (rows[0]?.locked === true) {
          client = candidate
          return true
        }
      } catch {
        // The database cannot be reached now; asked again on the next turn.
      }
      await candidate.end().catch(() => {})
      return false
    },
    release: drop,
  }
}

function lockFile(file: string): RunnerLock {
  const mine = String(process.pid)
  const release = () => {
    try {
      if (fs.readFileSync(file, 'utf8') === mine) fs.rmSync(file, { force: true })
    } catch {
      // Not there: nothing to release.
    }
  }
  return {
    held: async () => {
      try {
        if (fs.readFileSync(file, 'utf8') === mine) return true
      } catch {
        // No lock file yet.
      }
      try {
        // A lock left by a process that died is taken over.
        if (fs.existsSync(file) && !heldByLiveProcess(file)) fs.rmSync(file, { force: true })
        fs.writeFileSync(file, mine, { flag: 'wx' })
        process.once('exit', release)
        return true
      } catch {
        // Held by a live instance, or the database's folder cannot be written.
        return false
      }
    },
    release: async () => release(),
  }
}
