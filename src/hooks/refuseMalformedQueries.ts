import { APIError, type Collection, type CollectionBeforeOperationHook, type CollectionConfig, NotFound } from 'payload'

import { whereProblem } from '@/lib/api/whereCheck'

/** The largest page the REST API gives at once; the admin asks for at most 100. */
export const MAX_PAGE_SIZE = 1000
/** Beyond this the offset overflows some databases; no list is that long. */
export const MAX_PAGE = 100_000

function inRange(value: unknown, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
}

/**
 * Refuses a request whose id, page or query cannot be right, with a 4xx that says why,
 * before the database sees it: otherwise the driver fails on it and the answer is a 500.
 */
const refuseMalformedQueries: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  const { id, where, limit, page } = args as { id?: unknown; where?: unknown; limit?: unknown; page?: unknown }
  // Documents are numbered (SQLite and PostgreSQL serial ids); Payload reads "abc" as NaN.
  if (id !== undefined && id !== null && typeof id === 'number' && !(Number.isSafeInteger(id) && id > 0)) throw new NotFound(req.t)
  if (req.payloadAPI === 'REST') {
    if (limit !== undefined && !inRange(limit, 0, MAX_PAGE_SIZE))
      throw new APIError(`The limit must be a whole number from 0 to ${MAX_PAGE_SIZE}.`, 400, undefined, true)
    if (page !== undefined && !inRange(page, 1, MAX_PAGE))
      throw new APIError(`The page must be a whole number from 1 to ${MAX_PAGE}.`, 400, undefined, true)
  }
  const problem = whereProblem(
    where,
    collection.flattenedFields,
    (slug) => (req.payload.collections as Record<string, Collection | undefined>)[slug]?.config.flattenedFields,
  )
  if (problem) throw new APIError(`${problem}.`, 400, undefined, true)
  return args
}

/** Adds the check to a collection, before its own hooks. */
export function withQueryChecks(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return { ...collection, hooks: { ...hooks, beforeOperation: [refuseMalformedQueries, ...(hooks.beforeOperation ?? [])] } }
}
