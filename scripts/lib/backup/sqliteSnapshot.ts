/**
 * SQLite: a consistent copy of a database that the running site may be writing to, and
 * putting such a copy in place.
 *
 * `VACUUM INTO` runs in one read transaction, so the copy is the database as it was at one
 * moment, every transaction whole or absent, while the site goes on writing (WAL mode lets
 * a reader and a writer work at once). It goes through libsql, the driver the site uses.
 */
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client/sqlite3'

import type { Applied } from './applied'

/** The file of a `file:` URL; a libSQL server (libsql://, http://) is not a file this can copy. */
export function sqliteFile(url: string): string {
  if (!url.startsWith('file:')) throw new Error(`Backup and restore need a SQLite file; DATABASE_URL is ${url}.`)
  return path.resolve(url.replace(/^file:(\/\/(?=\/))?/, ''))
}

async function withClient<T>(file: string, work: (client: ReturnType<typeof createClient>) => Promise<T>): Promise<T> {
  const client = createClient({ url: `file:${file}` })
  try {
    return await work(client)
  } finally {
    client.close()
  }
}

async function migrationsOf(file: string): Promise<string[]> {
  return withClient(file, async (client) => {
    const check = await client.execute('PRAGMA integrity_check')
    if (String(check.rows[0]?.[0]) !== 'ok')
      throw new Error(`The copy of the database failed its integrity check: ${String(check.rows[0]?.[0])}`)
    const { rows } = await client.execute('SELECT name FROM payload_migrations ORDER BY id')
    return rows.map((row) => String(row.name))
  })
}

/** Copies the database at `url` into `target` (which must not exist); returns the migrations the copy has. */
export async function snapshotSqlite(url: string, target: string): Promise<string[]> {
  const source = sqliteFile(url)
  if (!fs.existsSync(source)) throw new Error(`There is no database at ${source}: nothing to back up.`)
  await withClient(source, async (client) => {
    // The site's own writes hold the lock briefly; wait for them as the site does.
    await client.execute('PRAGMA busy_timeout = 10000')
    await client.execute({ sql: 'VACUUM INTO ?', args: [target] })
  })
  return migrationsOf(target)
}

/** A database that is not there, or has no table at all. */
export async function sqliteIsEmpty(url: string): Promise<boolean> {
  const file = sqliteFile(url)
  if (!fs.existsSync(file) || fs.statSync(file).size === 0) return true
  return withClient(
    file,
    async (client) => (await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' LIMIT 1")).rows.length === 0,
  )
}

const companions = ['', '-wal', '-shm', '-journal']

/**
 * Puts the copy `staged` in place of the database at `url`. The previous file and its
 * write-ahead log are moved aside (a log left beside the new file would be replayed into it)
 * and deleted only on commit.
 */
export async function restoreSqlite(staged: string, url: string): Promise<Applied> {
  const file = sqliteFile(url)
  const tag = `.before-restore-${process.pid}`
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const incoming = `${file}.restoring-${process.pid}`
  fs.copyFileSync(staged, incoming)
  const movedAside: string[] = []
  try {
    for (const suffix of companions) {
      if (!fs.existsSync(file + suffix)) continue
      fs.renameSync(file + suffix, file + suffix + tag)
      movedAside.push(suffix)
    }
    fs.renameSync(incoming, file)
  } catch (error) {
    fs.rmSync(incoming, { force: true })
    for (const suffix of movedAside) fs.renameSync(file + suffix + tag, file + suffix)
    throw error
  }
  return {
    commit: async () => {
      for (const suffix of movedAside) fs.rmSync(file + suffix + tag, { force: true })
    },
    rollback: async () => {
      for (const suffix of companions) fs.rmSync(file + suffix, { force: true })
      for (const suffix of movedAside) fs.renameSync(file + suffix + tag, file + suffix)
    },
  }
}
