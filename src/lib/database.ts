import fs from 'node:fs'
import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'
import { databaseLocation } from './databaseLocation'
import { postgresExtraIndexes, sqliteExtraIndexes } from './extraIndexes'
import { dataDir } from './paths'

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
  return sqliteAdapter({
    client: { url },
    // WAL lets visitors read while an editor writes; the timeout waits out short locks.
    wal: true,
    busyTimeout: 5000,
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    push: false,
    prodMigrations: sqliteMigrations,
    afterSchemaInit: [sqliteExtraIndexes],
  })
}
