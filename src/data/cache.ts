import { unstable_cache } from 'next/cache'

/**
 * Runs a Local API read through Next's data cache, keyed by its name and arguments and
 * tagged (`cacheTag`, src/lib/cachePolicy.ts) so that a save in the admin expires exactly the
 * entries that used the data.
 */
export function cachedRead<T>(name: string, args: unknown[], tags: string[], read: () => Promise<T>): Promise<T> {
  return unstable_cache(read, [name, JSON.stringify(args)], { tags })()
}
