import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@redis/client'

import { sharedCachePrefix } from '../../lib/sharedCache/prefix.mjs'

/**
 * With REDIS_URL, pages and cached reads live in Redis (src/lib/sharedCache), not in the
 * build folder that `npm start` clears. Every start clears this build's entries there too,
 * for the same reason: the database may have changed outside the admin (a restore, the
 * seed, a migration). An unreachable Redis is reported, not fatal: the instances render
 * pages themselves until it is back.
 */
export async function clearSharedCache(distDir: string): Promise<void> {
  const url = process.env.REDIS_URL
  if (!url) return
  const prefix = sharedCachePrefix(fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim())
  const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 2000, reconnectStrategy: false } })
  client.on('error', () => {
    // Reported below, where the command fails.
  })
  try {
    await client.connect()
    let cleared = 0
    for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) {
      if (keys.length === 0) continue
      await client.unlink(keys)
      cleared += keys.length
    }
    console.log(`Shared cache: ${cleared} entries of this build cleared in Redis.`)
  } catch (error) {
    console.error(`Shared cache: could not clear Redis (${(error as Error).message}); pages will be rendered afresh until it is reachable.`)
  } finally {
    // A client that never connected is already closed.
    if (client.isOpen) client.destroy()
  }
}
