import { AsyncLocalStorage } from 'node:async_hooks'

import { revalidateTag } from 'next/cache'
import { after } from 'next/server'

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

/**
 * Next stamps a cached page or read with the time it is stored, not the time its rendering
 * began. A page that a visitor's request began rendering before the commit, with the old
 * rows, and stored just after the expiry, would count as newer than the save and be served
 * until the next edit (seen once in CI: a footer edit missing from /news while another test
 * was rendering /news). So the tags are expired a last time once renders under way at the
 * save have had time to finish.
 */
const settleMs = 3000
/**
 * Next runs the revalidations made inside `after()` only when they differ from those the
 * request already made, tag and profile together; this profile is the same immediate expiry
 * written differently.
 */
const lateExpiry = { stale: 0, expire: 0 }

/** Wraps a REST handler so that the tags its saves expired are expired again after it returns. */
export function withExpiryAfterCommit<A extends unknown[]>(handler: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    const tags = new Set<string>()
    const response = await pending.run(tags, () => handler(...args))
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
    if (tags.size > 0) {
      after(async () => {
        await new Promise((resolve) => setTimeout(resolve, settleMs))
        for (const tag of tags) revalidateTag(tag, lateExpiry)
      })
    }
    return response
  }
}
