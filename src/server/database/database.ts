import fs from 'node:fs'
import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { Client } from '@libsql/client'
import type { DatabaseAdapterObj } from 'payload'

import { databaseLocation } from '../../lib/databaseLocation'
import { dataDir } from '../../lib/paths'
import { migrations as postgresMigrations } from '../../migrations/postgres'
import { migrations as sqliteMigrations } from '../../migrations/sqlite'
import { postgresExtraIndexes, sqliteExtraIndexes } from './extraIndexes'
import { oneTransactionAtATime } from './sqliteTransactions'

/** How long a write outside a transaction waits for one to finish before it fails. */
const BUSY_TIMEOUT_MS = 5000
const ordered = new WeakSet<Client>()

/**
 * SQLite in data/ by default; PostgreSQL when DATABASE_URL says so. Schema changes
 * only ever happen through the committed migrations of the adapter in use.
 */
export function database(migrationsRoot: string): DatabaseAdapterObj {
  const { adapter, url } = databaseLocation()
  if (adapter === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: url },
      migrationDir: path.join(migrationsRoot, 'postgres'),
      push: false,
      prodMigrations: postgresMigrations,
      afterSchemaInit: [postgresExtraIndexes],
    })
  }
  if (!process.env.DATABASE_URL) fs.mkdirSync(dataDir, { recursive: true })
  const sqlite = sqliteAdapter({
    client: { url },
    // WAL lets visitors read while an editor writes; the timeout waits out short locks.
    wal: true,
    busyTimeout: BUSY_TIMEOUT_MS,
    // A document, its translations, rows and version are written together or not at all
    // (Payload's SQLite adapter has transactions off unless asked).
    transactionOptions: {},
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    push: false,
    prodMigrations: sqliteMigrations,
    afterSchemaInit: [sqliteExtraIndexes],
  })
  if (!url.startsWith('file:')) return sqlite
  return {
    ...sqlite,
    init: (args) => {
      const instance = sqlite.init(args)
      const connect = instance.connect
      instance.connect = async function (this: typeof instance, options?: Parameters<NonNullable<typeof connect>>[0]) {
        await connect?.call(this, options)
        const client = (this as { client?: Client }).client
        if (client && !ordered.has(client)) {
          oneTransactionAtATime(client, BUSY_TIMEOUT_MS)
          ordered.add(client)
        }
      }
      return instance
    },
  }
}
