import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, it } from 'vitest'

import { copyBuild, crashRounds } from '../e2e/helpers/crashWrites'
import { newPostgresDatabase } from './helpers/postgres'

/**
 * PostgreSQL: eight writers create and update documents of five collections through REST; the
 * app's process group is killed (SIGKILL) in the middle and started again; every write answered
 * 2xx is there with its value and no document is half-written (halfWritten in
 * tests/e2e/helpers/crashWrites.ts). On a new database of the server `npm run test:scale`
 * provides (TEST_POSTGRES_URL). The database server lives on; what is killed is the app, with
 * its transactions open: none may be left half-applied. The same test on SQLite:
 * tests/e2e/crash-safety.e2e.spec.ts.
 */
it('a server killed during concurrent writes loses no acknowledged write and half-writes nothing (PostgreSQL)', async () => {
  const database = await newPostgresDatabase('food_crash')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'food-crash-pg-'))
  const distDir = `.next-scale-crash-${path.basename(dataDir)}`
  const email = 'crash@test.example'
  const password = 'crash-test-password-1944'
  copyBuild(distDir)
  try {
    const summary = await crashRounds({
      distDir,
      env: {
        DATABASE_URL: database,
        DATA_DIR: dataDir,
        SEED: 'false',
        PAYLOAD_SECRET: 'crash-test-secret',
        ADMIN_EMAIL: email,
        ADMIN_PASSWORD: password,
        RATE_LIMIT_MULTIPLIER: '1000',
      },
      email,
      password,
      database: { adapter: 'postgres', url: database },
    })
    console.log('Crash safety on PostgreSQL:', JSON.stringify(summary, null, 1))
    expect(summary.halfWritten).toEqual([])
    expect(summary.problems).toEqual([])
    expect(summary.refused).toEqual([])
    expect(summary.found).toBe(summary.acknowledged)
    expect(summary.acknowledged).toBeGreaterThanOrEqual(60 * summary.rounds)
  } finally {
    fs.rmSync(distDir, { recursive: true, force: true })
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}, 420_000)
