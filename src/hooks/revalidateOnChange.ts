import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { cacheTag } from '@/lib/cachePolicy'

import { expireAgainAfterCommit } from './expireAfterCommit'

/** Expires cached reads and pages that used the tags, at once and again after the commit. */
export function expireTags(tags: string[]): void {
  // Outside a Next.js server (seed, scripts, tests) there is no cache to expire.
  if (!process.env.NEXT_RUNTIME) return
  // `{ expire: 0 }` drops the cached reads and the cached pages that used the tags, so the
  // very next request renders afresh. The 'max' profile would mark them stale instead: the
  // next requests are still answered with the old page while it is rendered again in the
  // background (measured: old content for the first request, or several, after a save).
  // `updateTag` is not an option here: it works only in Server Actions, and Payload's saves
  // run in its REST route handler.
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  // And again once the transaction has committed (src/hooks/expireAfterCommit.ts).
  expireAgainAfterCommit(tags)
}

type WithSlug = { slug?: string | null }

/** Expires the collection's lists and the document's own page, under its old and new slug. */
export function revalidateCollection(collection: string): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  const tagsFor = (...docs: Array<WithSlug | undefined>) => [
    cacheTag.collection(collection),
    ...docs.flatMap((doc) => (doc?.slug ? [cacheTag.document(collection, doc.slug)] : [])),
  ]
  return {
    afterChange: [
      ({ doc, previousDoc }) => {
        expireTags(tagsFor(doc as WithSlug, previousDoc as WithSlug))
        return doc
      },
    ],
    afterDelete: [
      ({ doc }) => {
        expireTags(tagsFor(doc as WithSlug))
        return doc
      },
    ],
  }
}

export function revalidateGlobal(global: string): GlobalAfterChangeHook[] {
  return [
    ({ doc }) => {
      expireTags([cacheTag.global(global)])
      return doc
    },
  ]
}
