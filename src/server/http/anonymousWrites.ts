import type { IncomingMessage } from 'node:http'

import { PRIVATE } from '../../lib/cachePolicy.ts'
import { answerUnread } from './answerUnread.ts'
import type { Step } from './step.ts'

/** Payload's session cookie (its `cookiePrefix`, `payload`, and `-token`). */
export const SESSION_COOKIE = 'payload-token'

/**
 * Collections a visitor without an account may create, update or delete through the REST
 * API: none. The site's own forms (enquiries, job applications) post to the site's pages,
 * which save with the Local API; tests/int/refusedEarly.int.spec.ts holds this list
 * against every collection's and global's access rules.
 */
export const ANONYMOUS_WRITABLE: readonly string[] = []

/**
 * What a visitor without a session does post to the API: signing in and out, asking for and
 * using a reset link, confirming an address, and the first administrator's sign-up (which
 * Payload allows only while there is no account at all).
 */
export const ANONYMOUS_OPERATIONS =
  /^\/api\/users\/(?:login|logout|refresh-token|forgot-password|reset-password|first-register|verify\/[^/]+)\/?$/

/** Payload's own message for an operation its access rules refuse. */
export const NOT_ALLOWED = 'You are not allowed to perform this action.'

const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE'])

/** A request that may carry credentials: Payload's session cookie or an `Authorization` header (an API key, a JWT). */
function mayBeSignedIn(request: IncomingMessage): boolean {
  if (request.headers.authorization) return true
  const cookie = request.headers.cookie ?? ''
  return cookie.split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`))
}

/** The path a request names, also in absolute form (`POST http://host/api/…`) or with doubled slashes. */
function requestPath(url: string): string {
  let path = url.split('?', 1)[0]
  if (!url.startsWith('/')) {
    try {
      path = new URL(url).pathname
    } catch {
      return url
    }
  }
  return path.replace(/\/{2,}/g, '/')
}

/**
 * Whether a request is a write to the API that no visitor without a session may make. An
 * early answer, not the guard: whatever passes here still meets Payload's access rules.
 */
export function isRefusedAnonymousWrite(request: IncomingMessage): boolean {
  if (!request.method || !WRITES.has(request.method)) return false
  const path = requestPath(request.url ?? '/')
  if (!path.startsWith('/api/')) return false
  // The admin's long list queries: a POST that Payload answers as the GET it names.
  const override = request.headers['x-payload-http-method-override'] ?? request.headers['x-http-method-override']
  if (request.method === 'POST' && override === 'GET') return false
  if (mayBeSignedIn(request)) return false
  if (ANONYMOUS_OPERATIONS.test(path)) return false
  const [, , first, second] = path.split('/')
  const slug = first === 'globals' ? second : first
  return !ANONYMOUS_WRITABLE.includes(slug ?? '')
}

/**
 * An anonymous write to the API that the access rules would refuse anyway is refused here,
 * before its body is read: a 50 MB JSON body to `POST /api/news` was read and parsed in
 * full before Payload answered 403. Same status and message as Payload's own answer.
 */
export function refuseAnonymousWrites(): Step {
  return (next) => (request, response) => {
    if (!isRefusedAnonymousWrite(request)) return next(request, response)
    const body = JSON.stringify({ errors: [{ message: NOT_ALLOWED }] })
    answerUnread(request, response, 403, { 'Content-Type': 'application/json', 'Cache-Control': PRIVATE }, body)
  }
}
