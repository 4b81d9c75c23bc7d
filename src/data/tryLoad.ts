import { unstable_rethrow } from 'next/navigation'

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
    return null
  }
}
