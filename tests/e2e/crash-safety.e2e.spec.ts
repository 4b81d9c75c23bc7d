import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { copyBuild, crashRounds } from './helpers/crashWrites'

/**
 * SQLite: eight writers create and update documents of five collections through REST; the
 * server's process group is killed (SIGKILL) in the middle; started again on the same data
 * folder, the file passes SQLite's integrity check, every write answered 2xx is there with
 * its value, and no document is half-written (see halfWritten in helpers/crashWrites.ts).
 * Up to three rounds on one database. The same on PostgreSQL: tests/scale/crash-safety.spec.ts.
 */
test('a server killed during concurrent writes loses no acknowledged write and half-writes nothing (SQLite)', async () => {
  test.setTimeout(300_000)
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'food-crash-'))
  const dataDir = path.join(root, 'data')
  const distDir = `.next-e2e-crash-${path.basename(root)}`
  const email = 'crash@e2e.example'
  const password = 'crash-test-password-1944'
  copyBuild(distDir)
  try {
    const summary = await crashRounds({
      distDir,
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED: 'false',
        PAYLOAD_SECRET: 'crash-test-secret',
        ADMIN_EMAIL: email,
        ADMIN_PASSWORD: password,
        RATE_LIMIT_MULTIPLIER: '1000',
      },
      email,
      password,
      database: { adapter: 'sqlite', url: `file:${path.join(dataDir, 'db.sqlite')}` },
    })
    console.log('Crash safety on SQLite:', JSON.stringify(summary, null, 1))
    for (const line of summary.integrity) expect(line).toBe('ok; 0 foreign key violations')
    expect(summary.halfWritten).toEqual([])
    expect(summary.problems).toEqual([])
    expect(summary.refused).toEqual([])
    expect(summary.found).toBe(summary.acknowledged)
    expect(summary.acknowledged).toBeGreaterThanOrEqual(60 * summary.rounds)
  } finally {
    fs.rmSync(distDir, { recursive: true, force: true })
    fs.rmSync(root, { recursive: true, force: true })
  }
})
