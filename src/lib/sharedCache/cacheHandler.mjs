// @ts-check
/**
 * Next's cache (whole pages and cached reads) in Redis when REDIS_URL is set, so that every
 * instance serves the same pages and a save through any of them expires them for all.
 * Next loads this file itself at start (`cacheHandler` in next.config.ts), outside the
 * bundles, so it is plain JavaScript.
 *
 * Redis is read first and alone: a copy in each instance's memory would miss the tags that
 * the other instances expire. Should Redis go away, the instance logs it once and keeps
 * serving: it renders afresh, and keeps what it renders in its own memory until Redis is
 * back (edits made through other instances meanwhile reach it then). Nothing waits on a
 * lost Redis for long: commands fail at once while it is disconnected, and after
 * `timeoutMs` while it does not answer.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

import { sharedCachePrefix } from './prefix.mjs'

/** How long a page waits on a Redis that does not answer before it renders afresh. */
const REDIS_TIMEOUT_MS = 1000

CacheHandler.onCreation(({ buildId }) => {
  // `next build` renders nothing to keep (there is no database then); a Redis connection
  // would only keep the build's processes from ending.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [createLruHandler()] }
  const url = process.env.REDIS_URL
  if (!url) throw new Error('The shared cache handler needs REDIS_URL')
  const client = createClient({
    url,
    // Fail commands while disconnected instead of queueing them: a page must not wait.
    disableOfflineQueue: true,
    socket: { connectTimeout: REDIS_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5000) },
  })

  let memory = createLruHandler()
  let up = false
  let reported = false
  client.on('ready', () => {
    console.log('Shared cache: connected to Redis.')
    up = true
    reported = false
    // What was kept meanwhile may have been expired by saves through other instances.
    memory = createLruHandler()
  })
  client.on('error', (/** @type {Error} */ error) => {
    if (!reported)
      console.error(`Shared cache: Redis is unreachable (${error.message}); this instance renders pages itself until it is back.`)
    up = false
    reported = true
  })
  client.connect().catch(() => {
    // Reported by the 'error' event; the client keeps reconnecting.
  })

  /** @typedef {ReturnType<typeof createLruHandler>} Handler */
  /** This instance's memory, used only while Redis is away. @type {Handler} */
  const whileRedisIsAway = {
    name: 'memory-while-redis-is-away',
    get: (key, meta) => memory.get(key, meta),
    set: async (key, value, ctx) => {
      if (!up) await memory.set(key, value, ctx)
    },
    revalidateTag: (tag) => memory.revalidateTag(tag),
  }

  return {
    handlers: [createRedisHandler({ client, keyPrefix: sharedCachePrefix(buildId), timeoutMs: REDIS_TIMEOUT_MS }), whileRedisIsAway],
  }
})

export default CacheHandler
