import fs from 'node:fs'
import path from 'node:path'

import { getPayload, type Payload } from 'payload'
import { afterAll, describe, expect, it, vi } from 'vitest'

/**
 * Fails when the config changed without a migration: for each adapter, with files on disk
 * and in S3, the schema the config describes is compared with the snapshot of the newest
 * committed migration, exactly as `payload migrate:create` would compare them.
 */
const adapters = [
  { name: 'sqlite', url: '' },
  // No server is needed: the schema is built without connecting.
  { name: 'postgres', url: 'postgres://schema-check@127.0.0.1:1/none' },
] as const

const instances: Payload[] = []

afterAll(async () => {
  for (const instance of instances) await instance.db.destroy?.()
})

// The S3 storage plugin adds fields to the media collection; the schema must not depend on it.
const storages = [
  { storage: 'files on disk', bucket: '' },
  { storage: 'files in S3', bucket: 'media' },
] as const

describe.each(adapters)('$name migrations', ({ name, url }) => {
  it.each(storages)('match the current config with $storage', async ({ storage, bucket }) => {
    process.env.DATABASE_URL = url
    process.env.S3_BUCKET = bucket
    process.env.PAYLOAD_SECRET ||= 'schema-check'
    process.env.DATA_DIR ||= fs.mkdtempSync(path.join(process.env.TMPDIR || '/tmp', 'food-schema-'))
    // The config reads DATABASE_URL when imported: import it afresh for each adapter.
    vi.resetModules()
    const { default: config } = await import('@payload-config')
    const payload = await getPayload({ config, key: `schema-${name}-${bucket}`, disableDBConnect: true, disableOnInit: true } as Parameters<
      typeof getPayload
    >[0])
    instances.push(payload)
    expect(payload.db.name).toBe(name)

    const db = payload.db as unknown as {
      migrationDir: string
      schema: unknown
      requireDrizzleKit: () => {
        generateDrizzleJson: (schema: unknown) => Promise<{ version: string }> | { version: string }
        generateMigration: (before: unknown, after: unknown) => Promise<string[]>
        upSnapshot?: (snapshot: unknown) => unknown
      }
    }
    const snapshots = fs
      .readdirSync(db.migrationDir)
      .filter((file) => file.endsWith('.json'))
      .sort()
    expect(snapshots.length, `no migrations in ${db.migrationDir}`).toBeGreaterThan(0)
    const { generateDrizzleJson, generateMigration } = db.requireDrizzleKit()
    const current = await generateDrizzleJson(db.schema)
    const latest = JSON.parse(fs.readFileSync(path.join(db.migrationDir, snapshots.at(-1)!), 'utf8'))
    const pending = await generateMigration(latest, current)
    expect(pending, `run \`npm run migrate:create -- <name>\`: the ${name} schema with ${storage} changed`).toEqual([])
  })

  it('turn localization on from the first migration', () => {
    const dir = path.resolve('src/migrations', name)
    const first = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
      .sort()[0]
    expect(fs.readFileSync(path.join(dir, first), 'utf8')).toContain('products_locales')
  })
})
