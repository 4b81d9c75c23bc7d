import { unstable_cache } from 'next/cache'

/**
 * The cache tags that tie what a page shows to what the admin changes. A data function
 * tags its query with these; `revalidateOnChange` expires the same tags on save.
 */
export const cacheTag = {
  /** Every list or page that shows documents of a collection. */
  collection: (slug: string) => `collection:${slug}`,
  /** The page of one document. */
  document: (slug: string, documentSlug: string) => `doc:${slug}:${documentSlug}`,
  global: (slug: string) => `global:${slug}`,
}

/**
 * Runs a Local API read through Next's data cache, keyed by its name and arguments and
 * tagged so that a save in the admin expires exactly the entries that used the data.
 */
export function cachedRead<T>(name: string, args: unknown[], tags: string[], read: () => Promise<T>): Promise<T> {
  return unstable_cache(read, [name, JSON.stringify(args)], { tags })()
}
