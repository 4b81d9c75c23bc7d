/**
 * Whether the database is ready to serve as it is: every committed migration applied,
 * the demo content in place (or not wanted), and the administrator there. It reads the
 * database directly, without Payload, whose loading alone takes seconds: a restart needs
 * nothing more. Any other answer, or any error, sends `npm start` the long way, through
 * Payload (prepare.ts), which does whatever is missing.
 */
import fs from 'node:fs'

import { olderSeedFileNames } from '../../../scripts/seed/pictures/catalog.ts'
import { type DatabaseLocation, databaseLocation } from '../../lib/databaseLocation.ts'
import { adminEmail, adminMissing } from './admin.ts'

export type DatabaseState = { ready: true } | { ready: false; reason: string }

type Env = { DATABASE_URL?: string; ADMIN_EMAIL?: string; SEED?: string }

/** Whether a start adds the demo content: into a database without products, unless SEED=false. */
export function wantsDemoContent(hasProducts: boolean, env: Env = process.env as Env): boolean {
  return !hasProducts && env.SEED !== 'false'
}

/**
 * The migrations the adapter's generated index lists, read as text: importing it would
 * load the adapter, the slow part this check avoids. The start script runs from the
 * sources, so the index is there.
 */
export function committedMigrations(adapter: DatabaseLocation['adapter']): string[] {
  const index = fs.readFileSync(new URL(`../../migrations/${adapter}/index.ts`, import.meta.url), 'utf8')
  const names = [...index.matchAll(/\bname: '([^']+)'/g)].map((match) => match[1])
  if (names.length === 0) throw new Error(`No migrations found in src/migrations/${adapter}/index.ts`)
  return names
}

type Row = Record<string, unknown>
export type Connection = { rows: (sql: string) => Promise<Row[]>; close: () => Promise<void> | void }

/** A plain connection to the app's database, through the driver Payload's adapter uses. */
export async function openDatabase({ adapter, url }: DatabaseLocation = databaseLocation()): Promise<Connection> {
  if (adapter === 'postgres') {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 })
    await client.connect()
    return { rows: async (sql) => (await client.query<Row>(sql)).rows, close: () => client.end() }
  }
  // The file-only client loads faster than the one that also speaks to libSQL servers.
  const { createClient } = url.startsWith('file:') ? await import('@libsql/client/sqlite3') : await import('@libsql/client')
  const client = createClient({ url })
  return { rows: async (sql) => (await client.execute(sql)).rows, close: () => client.close() }
}

/** Table names are Payload's defaults, the same in both adapters; no query needs a parameter. */
async function inspect(db: Connection, adapter: DatabaseLocation['adapter'], env: Env): Promise<DatabaseState> {
  const applied = await db.rows('SELECT name, batch FROM payload_migrations')
  // A batch of -1 is a schema pushed in development: Payload's migrate asks what to do.
  if (applied.some((row) => Number(row.batch) === -1)) return { ready: false, reason: 'a schema pushed in development' }
  const names = new Set(applied.map((row) => String(row.name)))
  const pending = committedMigrations(adapter).filter((name) => !names.has(name))
  if (pending.length > 0) return { ready: false, reason: `migrations not applied: ${pending.join(', ')}` }

  const hasProducts = (await db.rows('SELECT 1 AS found FROM products LIMIT 1')).length > 0
  if (wantsDemoContent(hasProducts, env)) return { ready: false, reason: 'no demo content yet' }
  // Seed file names are plain words and hyphens: safe to list in the query as they are.
  if (hasProducts) {
    const older = olderSeedFileNames().map((name) => `'${name}'`)
    const found = await db.rows(`SELECT 1 AS found FROM media WHERE filename IN (${older.join(', ')}) LIMIT 1`)
    if (found.length > 0) return { ready: false, reason: 'demo pictures from an earlier seed' }
  }

  const emails = (await db.rows('SELECT email FROM users')).map((row) => String(row.email))
  const accounts = { adminExists: emails.includes(adminEmail(env)), anyAccount: emails.length > 0 }
  if (adminMissing(accounts, env)) return { ready: false, reason: `no administrator ${adminEmail(env)}` }
  return { ready: true }
}

/** Never throws: a database it cannot open or read is "not ready", for Payload to deal with. */
export async function databaseState(env: Env = process.env as Env): Promise<DatabaseState> {
  let db: Connection | undefined
  try {
    const location = databaseLocation(env.DATABASE_URL || '')
    db = await openDatabase(location)
    return await inspect(db, location.adapter, env)
  } catch (error) {
    return { ready: false, reason: (error as Error).message }
  } finally {
    try {
      await db?.close()
    } catch {
      // Closing is tidying up; the answer stands.
    }
  }
}
