import type { Migration, Payload } from 'payload'

import { migrations as postgresMigrations } from '../../migrations/postgres'
import { migrations as sqliteMigrations } from '../../migrations/sqlite'

/** Applies the committed migrations of the adapter in use; already-applied ones are skipped. */
export async function migrateDatabase(payload: Payload): Promise<void> {
  const migrations = payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations
  // The generated index types each migration with its adapter's own argument types.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
}
