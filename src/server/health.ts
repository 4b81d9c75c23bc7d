import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'

import { databaseLocation } from '../lib/databaseLocation'
import { mediaDir } from '../lib/paths'
import { s3ClientConfig } from '../lib/s3Config'
import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'

export type Check = 'ok' | 'failing'
export type Health = { status: 'ok' | 'unavailable'; checks: { database: Check; migrations: Check; storage: Check } }

/** A check that does not answer within this time counts as failing: a load balancer waits on it. */
const CHECK_TIMEOUT_MS = 3000

async function passes(check: () => Promise<boolean>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)))
  try {
    return (await Promise.race([check(), timeout])) ? 'ok' : 'failing'
  } catch {
    return 'failing'
  } finally {
    clearTimeout(timer)
  }
}

/** Every committed migration of the adapter in use is recorded as applied. */
async function migrationsCurrent(payload: Payload): Promise<boolean> {
  const committed = (databaseLocation().adapter === 'postgres' ? postgresMigrations : sqliteMigrations).map(({ name }) => name)
  const applied = await payload.find({ collection: 'payload-migrations', limit: 0, pagination: false, depth: 0, overrideAccess: true })
  const names = new Set(applied.docs.map((doc) => doc.name))
  return committed.every((name) => names.has(name))
}

/** Uploads can be stored: a file written and removed in the media folder, or the bucket reachable. */
async function storageWritable(): Promise<boolean> {
  const bucket = process.env.S3_BUCKET
  if (bucket) {
    const client = new S3Client(s3ClientConfig())
    try {
      await client.send(new HeadBucketCommand({ Bucket: bucket }))
      return true
    } finally {
      client.destroy()
    }
  }
  await fs.mkdir(mediaDir, { recursive: true })
  const probe = path.join(mediaDir, `.health-${crypto.randomUUID()}`)
  await fs.writeFile(probe, 'ok')
  await fs.rm(probe)
  return true
}

/** What a load balancer asks before sending visitors: can this instance serve and save? */
export async function health(payload: Payload): Promise<Health> {
  const [database, migrations, storage] = await Promise.all([
    passes(async () => {
      await payload.count({ collection: 'users', overrideAccess: true })
      return true
    }),
    passes(() => migrationsCurrent(payload)),
    passes(storageWritable),
  ])
  const checks = { database, migrations, storage }
  return { status: Object.values(checks).every((check) => check === 'ok') ? 'ok' : 'unavailable', checks }
}
