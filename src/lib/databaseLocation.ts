import path from 'node:path'

import { dataDir } from './paths.ts'

export type DatabaseLocation = { adapter: 'postgres' | 'sqlite'; url: string }

/**
 * The database the app opens: PostgreSQL when DATABASE_URL says so, otherwise SQLite at
 * DATABASE_URL or in data/. Payload's adapter (src/server/database/database.ts) and the
 * start's quick check (src/server/startup/databaseState.ts) both read it here, so they
 * never look at different files.
 */
export function databaseLocation(url = process.env.DATABASE_URL || ''): DatabaseLocation {
  if (/^postgres(ql)?:\/\//.test(url)) return { adapter: 'postgres', url }
  return { adapter: 'sqlite', url: url || `file:${path.join(dataDir, 'db.sqlite')}` }
}
