import { type IncomingMessage, ServerResponse } from 'node:http'

/**
 * Keeps the UTF-8 bytes of the pages Next serves from its cache, so that each is encoded
 * once, not on every response.
 *
 * Next holds a cached page as a JavaScript string and ends the response with it, and Node
 * encodes that string to UTF-8 on each write. A page with any character beyond Latin-1
 * (every page here: Arabic and Kurdish text, the language menu) is a two-byte string in V8,
 * the slow case of that encoding (docs/performance.md, "Decisions").
 *
 * The bytes are looked up by the string itself: a Map finds the very same string at once,
 * and a page that changed is another string, encoded afresh. The least recently served
 * pages leave first once the kept bytes pass the budget.
 */

/** Shorter bodies cost little to encode and are passed through as they are. */
export const MIN_CHARS = 16_384

/** Room for some 800 pages of 80 KB: the pages being visited; the rest are encoded when served. */
export const BUDGET_BYTES = 64 * 1024 * 1024

export type EncodedPages = ReturnType<typeof createEncodedPages>

/** The UTF-8 bytes of strings, least recently asked for first, within a byte budget. */
export function createEncodedPages(budgetBytes: number) {
  const entries = new Map<string, Buffer>()
  let bytes = 0
  return {
    bytesOf(text: string): Buffer {
      const kept = entries.get(text)
      if (kept) {
        entries.delete(text)
        entries.set(text, kept)
        return kept
      }
      const encoded = Buffer.from(text, 'utf8')
      if (encoded.length > budgetBytes) return encoded
      entries.set(text, encoded)
      bytes += encoded.length
      for (const [oldest, old] of entries) {
        if (bytes <= budgetBytes) break
        entries.delete(oldest)
        bytes -= old.length
      }
      return encoded
    },
    get count() {
      return entries.size
    },
    get bytes() {
      return bytes
    },
  }
}

/** Whether an encoding named with a string is UTF-8 (Node's default when none is named). */
function isUtf8(encoding: unknown): boolean {
  return encoding === undefined || encoding === 'utf8' || encoding === 'utf-8'
}

/**
 * Whether a response body is a page Next answered from its cache (`x-nextjs-cache` HIT or
 * STALE), the kind that is sent again and again.
 */
export function isCachedPage(response: ServerResponse, chunk: unknown, encoding: unknown): chunk is string {
  return (
    typeof chunk === 'string' &&
    chunk.length >= MIN_CHARS &&
    // `end(page, callback)`: the callback takes the encoding's place.
    (typeof encoding === 'function' || isUtf8(encoding)) &&
    response.getHeader('x-nextjs-cache') !== undefined
  )
}

/** The pages this server keeps. */
export const keptPages = createEncodedPages(BUDGET_BYTES)

/**
 * The server's responses (Node's `ServerResponse` option of `http.createServer`, made for
 * extending it): a cached page is ended with its kept bytes instead of the string.
 */
export class EncodedPageResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  // `end` has three overloads; its arguments are passed on as they came, only the page
  // string becomes its bytes (an encoding given with it is utf8, isCachedPage checks).
  override end(...args: unknown[]): this {
    const [chunk, encoding] = args
    if (isCachedPage(this, chunk, encoding)) args[0] = keptPages.bytesOf(chunk)
    return (super.end as (...rest: unknown[]) => this)(...args)
  }
}
