import { AsyncLocalStorage } from 'node:async_hooks'

import { revalidateTag } from 'next/cache'

/**
 * Payload runs `afterChange` and `afterDelete` inside its database transaction. A page or read
 * rendered at that moment still sees the old rows, and Next would keep what it rendered as
 * new until the next edit. So the REST handlers collect the tags a save expires and expire
 * them once more when the handler has returned, after the commit.
 *
 * The store lives on `globalThis`: Payload's hooks come from whichever server bundle started
 * Payload first, and each bundle has its own copy of this module.
 */
const key = Symbol.for('hawler.expireAfterCommit')
type Pending = AsyncLocalStorage<Set<string>>
const globals = globalThis as typeof globalThis & { [key]?: Pending }
const pending: Pending = (globals[key] ??= new AsyncLocalStorage<Set<string>>())

/** Remembers tags to expire again when the current REST request has committed; false outside one. */
export function expireAgainAfterCommit(tags: string[]): boolean {
  const store = pending.getStore()
  if (!store) return false
  for (const tag of tags) store.add(tag)
  return true
}

/** Wraps a REST handler so that the tags its saves expired are expired again after it returns. */
export function withExpiryAfterCommit<A extends unknown[]>(handler: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    const tags = new Set<string>()
    const response = await pending.run(tags, () => handler(...args))
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
    return response
  }
}
