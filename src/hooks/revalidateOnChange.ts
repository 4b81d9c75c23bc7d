import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { cacheTag } from '@/data/cache'

function expire(tags: string[]): void {
  // Outside a Next.js server (seed, scripts, tests) there is no cache to expire.
  if (!process.env.NEXT_RUNTIME) return
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
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
        expire(tagsFor(doc as WithSlug, previousDoc as WithSlug))
        return doc
      },
    ],
    afterDelete: [
      ({ doc }) => {
        expire(tagsFor(doc as WithSlug))
        return doc
      },
    ],
  }
}

export function revalidateGlobal(global: string): GlobalAfterChangeHook[] {
  return [
    ({ doc }) => {
      expire([cacheTag.global(global)])
      return doc
    },
  ]
}
