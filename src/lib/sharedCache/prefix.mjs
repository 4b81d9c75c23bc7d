// @ts-check
/**
 * Where one build's entries live in the shared Redis cache. Two builds never read each
 * other's pages (during a rolling release both run at once), and `npm start` clears its
 * build's entries (src/server/startup/clearSharedCache.ts) as it clears the local cache.
 * @param {string | undefined} buildId
 */
export function sharedCachePrefix(buildId) {
  return `${process.env.REDIS_KEY_PREFIX || 'hawler'}:${buildId || 'development'}:`
}
