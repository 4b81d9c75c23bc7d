import config from '@payload-config'
import { getPayload } from 'payload'

import { addFoodInformation } from '../../../scripts/seed/food'
import { seed } from '../../../scripts/seed/index'
import { upgradeSeedPictures } from '../../../scripts/seed/media'
import { migrateDatabase } from '../database/migrate'
import { type AdminResult, ensureAdmin } from './admin'
import { wantsDemoContent } from './databaseState'

export type Prepared = { admin: AdminResult; seeded: boolean }

/**
 * Migrate, make sure an administrator exists, and seed the demo content into an empty
 * database (or, in one that has an earlier seed's, redraw its pictures and add the food
 * information it lacks).
 */
export async function prepareDatabase(): Promise<Prepared> {
  const payload = await getPayload({ config })
  try {
    await migrateDatabase(payload)
    const admin = await ensureAdmin(payload)
    const { totalDocs } = await payload.count({ collection: 'products', overrideAccess: true })
    const seeded = wantsDemoContent(totalDocs > 0)
    if (seeded) {
      payload.logger.info('The database is empty: adding the demo content (about a minute)…')
      await seed(payload)
    } else if (totalDocs > 0) {
      const upgraded = await upgradeSeedPictures(payload)
      if (upgraded > 0) payload.logger.info(`Redrew ${upgraded} demo pictures from an earlier seed.`)
      const fed = await addFoodInformation(payload)
      if (fed > 0) payload.logger.info(`Added food information (ingredients, allergens, nutrition) to ${fed} demo products.`)
    }
    return { admin, seeded }
  } finally {
    await payload.db.destroy?.()
  }
}
