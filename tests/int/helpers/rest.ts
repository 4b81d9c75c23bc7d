import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Payload } from 'payload'
import { getPayload } from 'payload'

import { migrateDatabase } from '../../../src/server/database/migrate'
import { selectFreshDatabase } from './payload'

/**
 * Payload on a new temporary database (selectFreshDatabase) under the cache key the app's
 * route handlers ask for (`getPayload({ config })`), so that REST requests made in process
 * with `rest` are answered by this instance and its database. One per test file: vitest
 * runs each file in a process of its own.
 */
export async function freshPayloadForRoutes(env: Record<string, string> = {}): Promise<Payload> {
  selectFreshDatabase()
  Object.assign(process.env, env)
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  return payload
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

export type RestOptions = {
  headers?: Record<string, string>
  /** Sent as `application/json`. */
  json?: unknown
  /** Sent as `multipart/form-data`. */
  form?: FormData
}

/**
 * A request to the site's REST API (`src/app/(payload)/api/[...slug]/route.ts`) answered in
 * process, through the same handlers, checks and limits as on the server. The address is
 * the site's own (SITE_URL); Next hands the handler the path's segments decoded, as here.
 */
export async function rest(method: Method, path: string, { headers = {}, json, form }: RestOptions = {}): Promise<Response> {
  const { serverURL } = await import('@/lib/serverUrl')
  const sent = new Headers(headers)
  let body: BodyInit | undefined
  if (json !== undefined) {
    body = JSON.stringify(json)
    if (!sent.has('content-type')) sent.set('content-type', 'application/json')
  } else if (form) {
    body = form
  }
  return restRequest(new Request(new URL(path, serverURL), { method, headers: sent, body }))
}

/** A REST request (its address under /api) answered by the app's route handler, in process. */
export async function restRequest(request: Request): Promise<Response> {
  const routes = await import('@/app/(payload)/api/[...slug]/route')
  const slug = new URL(request.url).pathname
    .replace(/^\/api\//, '')
    .split('/')
    .map(decodeURIComponent)
  return routes[request.method as Method](request, { params: Promise.resolve({ slug }) })
}

/**
 * The REST route handler as the `next` of the site's server (src/server/http/siteServer.ts),
 * in place of Next: a request meets the server's own steps (host name, client address, log)
 * over real HTTP, then the app's REST handler, without a build.
 */
export function restListener(request: IncomingMessage, response: ServerResponse): void {
  void (async () => {
    const { serverURL } = await import('@/lib/serverUrl')
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value)
      else if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    }
    const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined
    const answer = await restRequest(new Request(new URL(request.url ?? '/', serverURL), { method: request.method, headers, body }))
    response.writeHead(answer.status, Object.fromEntries(answer.headers))
    response.end(Buffer.from(await answer.arrayBuffer()))
  })().catch((error: unknown) => {
    response.writeHead(500)
    response.end(String(error))
  })
}

/** A bearer header for an account, signed in through the Local API (what is tested is elsewhere). */
export async function bearer(payload: Payload, email: string, password: string): Promise<Record<string, string>> {
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return { Authorization: `JWT ${token}` }
}

/** A 400's field errors, in Payload's REST shape. */
export async function fieldErrors(response: Response): Promise<Array<{ path: string; message: string; label?: string }>> {
  const body = (await response.json()) as { errors: Array<{ data?: { errors?: Array<{ path: string; message: string }> } }> }
  return body.errors[0]?.data?.errors ?? []
}
