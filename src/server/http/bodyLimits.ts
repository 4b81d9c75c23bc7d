import type { IncomingMessage, ServerResponse } from 'node:http'

import { PRIVATE } from '../../lib/cachePolicy.ts'
import { type BodyKind, bodyKind, maxBodyBytes } from '../../lib/requestLimits.ts'
import { answerUnread } from './answerUnread.ts'
import type { Step } from './step.ts'

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`

/** What a refused body is told, in the API's error shape under /api and in a short line elsewhere. */
function refuse(request: IncomingMessage, response: ServerResponse, kind: BodyKind) {
  if (response.headersSent) return void request.destroy()
  const what = kind === 'upload' ? 'An upload' : 'A request that is not a file upload'
  const message = `${what} can be at most ${megabytes(maxBodyBytes(kind))}.`
  const api = (request.url ?? '').startsWith('/api/')
  answerUnread(
    request,
    response,
    413,
    { 'Content-Type': api ? 'application/json' : 'text/plain; charset=utf-8', 'Cache-Control': PRIVATE },
    api ? JSON.stringify({ errors: [{ message }] }) : `${message}\n`,
  )
}

/**
 * A body larger than its kind may be (src/lib/requestLimits.ts) is refused with 413 before
 * it is read: a 50 MB JSON body to the API was read and parsed in full before Payload
 * answered 403. A declared length is checked at once; a chunked body (no length) is counted
 * as whoever reads it reads it, and cut off once over.
 */
export function limitBodySize(): Step {
  return (next) => (request, response) => {
    const kind = bodyKind(request.headers['content-type'])
    const limit = maxBodyBytes(kind)
    const declared = request.headers['content-length']
    if (declared !== undefined) {
      if (Number(declared) > limit) return refuse(request, response, kind)
      // Node reads no more than the declared length.
      return next(request, response)
    }
    if (request.headers['transfer-encoding'] !== undefined) countWhileRead(request, response, kind, limit)
    next(request, response)
  }
}

/**
 * Counts a chunked body's bytes as they are read. The count starts when the reader (Next)
 * starts reading, not before: a `data` listener set earlier would start the flow of a body
 * nobody reads yet, and the chunks read meanwhile would be lost to Next.
 */
function countWhileRead(request: IncomingMessage, response: ServerResponse, kind: BodyKind, limit: number) {
  let received = 0
  const count = (chunk: Buffer) => {
    received += chunk.length
    if (received <= limit) return
    request.off('data', count)
    // What Next may still write after the 413 is dropped, not thrown.
    response.on('error', () => undefined)
    refuse(request, response, kind)
  }
  const startCounting = (event: string | symbol) => {
    if (event !== 'data' && event !== 'readable') return
    request.off('newListener', startCounting)
    request.on('data', count)
  }
  request.on('newListener', startCounting)
}
