import config from '@payload-config'
import { getPayload } from 'payload'

import { seed } from '../seed/index'
import { type AdminResult, ensureAdmin } from './admin'
import { migrateDatabase } from './database'

export type Prepared = { admin: AdminResult; seeded: boolean }

/** Migrate, make sure an administrator exists, and seed the demo content into an empty database. */
export async function prepareDatabase(): Promise<Prepared> {
  const payload = await getPayload({ config })
  try {
    await migrateDatabase(payload)
    const admin = await ensureAdmin(payload)
    const { totalDocs } = await payload.count({ collection: 'products', overrideAccess: true })
    const empty = totalDocs === 0 && process.env.SEED !== 'false'
    if (empty) {
      payload.logger.info('The database is empty: adding the demo content (about a minute)…')
      await seed(payload)
    }
    return { admin, seeded: empty }
  } finally {
    await payload.db.destroy?.()
  }
}
