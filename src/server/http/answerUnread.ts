import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

/**
 * How long a connection stays open after an answer given without reading the request's body.
 * Closed at once, while the client was still sending, the answer was lost to a connection
 * reset; a second lets it read the answer, and nothing more of the body is read meanwhile.
 */
export const LINGER_MS = 1000

/** Whether the request still has body bytes on their way. */
function bodyPending(request: IncomingMessage): boolean {
  if (request.complete) return false
  const length = request.headers['content-length']
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && Number(length) > 0)
}

/**
 * Answers a request whose body is left unread. A body still coming is not read further and the
 * connection is closed after the answer (LINGER_MS), so it is never used for another request.
 */
export function answerUnread(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  body: string,
) {
  const all = { ...headers, 'Content-Length': Buffer.byteLength(body) }
  if (!bodyPending(request)) {
    response.writeHead(status, all)
    return void response.end(body)
  }
  request.socket.pause()
  response.writeHead(status, { ...all, Connection: 'close' })
  // Written, not ended: Node closes a `Connection: close` response's socket as soon as it ends.
  // The client has the whole answer by its length; the end and the close come after the linger.
  response.write(body)
  setTimeout(() => response.end(() => request.destroy()), LINGER_MS).unref()
}
