import { PRIVATE } from '@/lib/cachePolicy'

/**
 * Accounts keep no versions, but Payload's catch-all offers every collection's versions
 * endpoints and, for one without them, queries a table that does not exist (a 500). The
 * answer is "not found" in Payload's error shape, for every method.
 */
const noVersions = async (): Promise<Response> =>
  Response.json({ errors: [{ message: 'Accounts have no versions.' }] }, { status: 404, headers: { 'Cache-Control': PRIVATE } })

export const GET = noVersions
export const POST = noVersions
export const PATCH = noVersions
export const PUT = noVersions
export const DELETE = noVersions
