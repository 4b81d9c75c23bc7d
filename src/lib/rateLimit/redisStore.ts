import { createClient } from '@redis/client'

import { memoryStore } from './memoryStore'
import type { CounterStore } from './store'

/** A limit must not make a sign-in wait on a Redis that does not answer. */
const REDIS_TIMEOUT_MS = 500

/**
 * Counters in Redis, shared by every instance, so that an attacker gains nothing by being
 * spread over them. While Redis is away each instance counts in its own memory: the limits
 * hold per instance rather than not at all.
 */
export function redisStore(url: string, prefix: string): CounterStore {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: REDIS_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5000) },
  })
  const fallback = memoryStore()
  let reported = false
  client.on('error', (error: Error) => {
    if (reported) return
    reported = true
    console.error(`Rate limits: Redis is not reachable (${error.message}); counting in this instance until it is back.`)
  })
  client.on('ready', () => (reported = false))
  const connecting = client.connect().catch(() => undefined)

  const withTimeout = async <T>(work: () => Promise<T>): Promise<T> => {
    await connecting
    if (!client.isReady) throw new Error('Redis is not ready')
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('Redis timed out')), REDIS_TIMEOUT_MS)))
    try {
      return await Promise.race([work(), timeout])
    } finally {
      clearTimeout(timer)
    }
  }
  const key = (name: string) => `${prefix}${name}`

  return {
    async increment(name, windowSeconds) {
      try {
        return await withTimeout(async () => {
          // The first count of a window sets its expiry; later ones leave it (NX).
          const [count, , ttl] = (await client
            .multi()
            .incr(key(name))
            .expire(key(name), windowSeconds, 'NX')
            .ttl(key(name))
            .exec()) as unknown as [number, number, number]
          return { count, secondsLeft: Math.max(1, ttl) }
        })
      } catch {
        return fallback.increment(name, windowSeconds)
      }
    },
    async read(name) {
      try {
        return await withTimeout(async () => {
          const [value, ttl] = (await client.multi().get(key(name)).ttl(key(name)).exec()) as unknown as [string | null, number]
          return value === null ? { count: 0, secondsLeft: 0 } : { count: Number(value), secondsLeft: Math.max(1, ttl) }
        })
      } catch {
        return fallback.read(name)
      }
    },
    async remove(name) {
      await fallback.remove(name)
      try {
        await withTimeout(() => client.del(key(name)))
      } catch {
        // Counted in memory meanwhile; the Redis counter expires by itself.
      }
    },
  }
}
