// @ts-check
/**
 * Preloaded into `next start` by scripts/start.ts (`node --import`): keeps the UTF-8 bytes
 * of the pages Next serves from its cache, so that each is encoded once, not on every
 * response, and its length in bytes (Content-Length) is known without reading it again.
 *
 * Next holds a cached page as a JavaScript string and ends the response with it, and Node
 * encodes that string to UTF-8 on each write. A page with any character beyond Latin-1
 * (every page here: Arabic and Kurdish text, the language menu) is a two-byte string in V8,
 * the slow case of that encoding, which took a third of the time spent serving a cached
 * page (docs/performance.md, "Where a cached page's serving time goes").
 *
 * The bytes are looked up by the string itself: a Map finds the very same string at once,
 * and a page that changed is another string, encoded afresh. The least recently served
 * pages leave first once the kept bytes pass the budget.
 */
import http from 'node:http'

/** Shorter bodies cost little to encode and are passed through as they are. */
export const MIN_CHARS = 16_384

/** Room for some 800 pages of 80 KB: the pages being visited; the rest are encoded when served. */
export const BUDGET_BYTES = 64 * 1024 * 1024

/**
 * The UTF-8 bytes of strings, least recently asked for first, within a byte budget.
 * @param {number} budgetBytes
 */
export function createEncodedPages(budgetBytes) {
  /** @type {Map<string, Buffer>} */
  const entries = new Map()
  let bytes = 0
  return {
    /**
     * @param {string} text
     * @returns {Buffer}
     */
    bytesOf(text) {
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
    /**
     * The bytes kept for this very text, if any, leaving the order of the pages as it is.
     * @param {string} text
     * @returns {Buffer | undefined}
     */
    keptBytesOf(text) {
      return entries.get(text)
    },
    get count() {
      return entries.size
    },
    get bytes() {
      return bytes
    },
  }
}

/**
 * Whether an encoding named with a string is UTF-8 (Node's default when none is named).
 * @param {unknown} encoding
 */
function isUtf8(encoding) {
  return encoding === undefined || encoding === 'utf8' || encoding === 'utf-8'
}

/**
 * Whether a response body is a page Next answered from its cache (`x-nextjs-cache` HIT or
 * STALE), the kind that is sent again and again.
 * @param {http.ServerResponse} response
 * @param {unknown} chunk
 * @param {unknown} encoding
 * @returns {chunk is string}
 */
export function isCachedPage(response, chunk, encoding) {
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
const end = http.ServerResponse.prototype.end
/** @this {http.ServerResponse} @param {unknown} chunk @param {...unknown} rest */
function endWithKeptBytes(chunk, ...rest) {
  // An encoding given with the string is utf8 (isCachedPage) and is ignored for bytes.
  const body = isCachedPage(this, chunk, rest[0]) ? keptPages.bytesOf(chunk) : chunk
  // @ts-expect-error: passes on end's own arguments, whichever of its overloads they are
  return end.call(this, body, ...rest)
}
http.ServerResponse.prototype.end = /** @type {typeof end} */ (endWithKeptBytes)

// Next sets Content-Length to `Buffer.byteLength(page)` just before it ends the response
// with the page: another walk through the whole two-byte string on every response (33 µs
// for a 65 KB page, docs/performance.md). The length of a kept page is that of its bytes.
// (V8 hashes a string this long by its length, so finding it costs nothing; a different
// text of the same length is told apart by comparing the two.)
const byteLength = Buffer.byteLength
/** @param {unknown} value @param {unknown} [encoding] */
function byteLengthOfKept(value, encoding) {
  const kept = typeof value === 'string' && value.length >= MIN_CHARS && isUtf8(encoding) ? keptPages.keptBytesOf(value) : undefined
  // @ts-expect-error: passes on byteLength's own arguments, whichever of its overloads they are
  return kept ? kept.length : byteLength(value, encoding)
}
Buffer.byteLength = /** @type {typeof byteLength} */ (byteLengthOfKept)
