import type { IncomingMessage, ServerResponse } from 'node:http'

/** What answers a request: Next's handler, or a step in front of it. */
export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void

/** One named thing done to every request before Next routes it: it calls `next` or answers itself. */
export type Step = (next: RequestHandler) => RequestHandler

/** The steps in the order a request meets them, the first one outermost. */
export function inOrder(steps: Step[], last: RequestHandler): RequestHandler {
  return steps.reduceRight<RequestHandler>((next, step) => step(next), last)
}
