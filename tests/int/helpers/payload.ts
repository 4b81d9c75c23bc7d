import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { CollectionSlug, DataFromCollectionSlug, DataFromGlobalSlug, GlobalSlug, Payload, TypedUser } from 'payload'
import { getPayload } from 'payload'

import { migrateDatabase } from '../../../src/server/database/migrate'

/**
 * A new empty database on the PostgreSQL server of `TEST_POSTGRES_URL`, when the suite
 * runs on PostgreSQL (`npm run test:postgres`); otherwise none, and SQLite is used.
 */
function freshPostgresDatabase(): string | undefined {
  const server = process.env.INT_ON_POSTGRES === 'true' ? process.env.TEST_POSTGRES_URL : undefined
  if (!server) return undefined
  const name = `food_int_${randomBytes(6).toString('hex')}`
  execFileSync('psql', [server, '-q', '-c', `CREATE DATABASE ${name}`])
  const url = new URL(server)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * Points the environment at a new empty database (SQLite in a temporary DATA_DIR, or
 * PostgreSQL under `npm run test:postgres`). The config and src/lib/paths.ts read it when
 * first imported, so this runs before anything imports them. Returns the DATA_DIR.
 */
export function selectFreshDatabase(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'food-int-'))
  process.env.DATA_DIR = dir
  const postgres = freshPostgresDatabase()
  if (postgres) process.env.DATABASE_URL = postgres
  else delete process.env.DATABASE_URL
  delete process.env.MEDIA_DIR
  delete process.env.SMTP_URL
  delete process.env.S3_BUCKET
  process.env.PAYLOAD_SECRET = randomBytes(16).toString('hex')
  return dir
}

/**
 * Payload on a new temporary database (selectFreshDatabase) with every migration applied;
 * `env` is set on top, before the config is read (an S3 bucket, for instance).
 */
export async function freshPayload(env: Record<string, string> = {}): Promise<Payload> {
  const dir = selectFreshDatabase()
  Object.assign(process.env, env)
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config, key: dir })
  await migrateDatabase(payload)
  return payload
}

export async function createAdmin(payload: Payload, email = 'editor@example.com'): Promise<TypedUser> {
  const user = await payload.create({
    collection: 'users',
    data: { email, password: 'correct horse battery staple', role: 'admin' },
    overrideAccess: true,
  })
  return { ...user, collection: 'users' } as TypedUser
}

type WriteOptions = {
  data: Record<string, unknown>
  locale?: string
  overrideAccess?: boolean
  user?: TypedUser
  draft?: boolean
  depth?: number
}

/**
 * Local API writes with loosely typed data: tests send partial and deliberately wrong
 * documents, which the server, not the compiler, has to refuse.
 */
export function createDoc<S extends CollectionSlug>(
  payload: Payload,
  args: WriteOptions & { collection: S; file?: { data: Buffer; mimetype: string; name: string; size: number } },
): Promise<DataFromCollectionSlug<S>> {
  return payload.create(args as unknown as Parameters<Payload['create']>[0]) as Promise<DataFromCollectionSlug<S>>
}

export function updateDoc<S extends CollectionSlug>(
  payload: Payload,
  args: WriteOptions & { collection: S; id: number | string },
): Promise<DataFromCollectionSlug<S>> {
  return payload.update(args as unknown as Parameters<Payload['update']>[0]) as Promise<DataFromCollectionSlug<S>>
}

export function updateGlobalDoc<S extends GlobalSlug>(payload: Payload, args: WriteOptions & { slug: S }): Promise<DataFromGlobalSlug<S>> {
  return payload.updateGlobal(args as unknown as Parameters<Payload['updateGlobal']>[0]) as Promise<DataFromGlobalSlug<S>>
}
