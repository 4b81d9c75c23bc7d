import { unstable_cache } from 'next/cache'
import { unstable_rethrow } from 'next/navigation'

/** Seconds a page that could not read its content stays in Next's page cache. */
const RETRY_AFTER_SECONDS = 10

/**
 * Pages are kept in Next's cache until a save expires them, and a page that says "Oops!"
 * would be kept as well. A cached read with a short `revalidate` lowers the revalidate of the
 * whole page being rendered (Next takes the smallest), so such a page is rendered again
 * after a few seconds instead of waiting for the next edit.
 */
export async function keepPageBriefly(): Promise<void> {
  await unstable_cache(async () => true, ['load-failed'], { revalidate: RETRY_AFTER_SECONDS })()
}

/**
 * A read whose failure the page reports as "Oops! Please try again later." in place of
 * the content, instead of failing as a whole. Next's own control-flow errors pass through.
 */
export async function tryLoad<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read
  } catch (error) {
    unstable_rethrow(error)
    console.error('A page could not load its content.', error)
    await keepPageBriefly()
    return null
  }
}
