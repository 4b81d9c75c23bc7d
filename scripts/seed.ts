/** `npm run seed`: applies migrations, then adds any demo content that is missing. */
import config from '@payload-config'
import { getPayload } from 'payload'

import { migrateDatabase } from '../src/server/database/migrate'
import { seed } from './seed/index'

const payload = await getPayload({ config })
await migrateDatabase(payload)
await seed(payload)
payload.logger.info('Demo content is in place.')
await payload.db.destroy?.()
process.exit(0)
