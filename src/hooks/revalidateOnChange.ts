import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { cacheTag } from '@/lib/cachePolicy'
import { contentTypes } from '@/lib/contentTypes'
import { EXPIRE_CONTENT_TASK } from '@/lib/jobTasks'

import { expireAgainAfterCommit } from './expireAfterCommit'

/** Where expired cache tags go. */
export type TagSink = (tags: string[]) => void

const expireInNext: TagSink = (tags) => {
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

let sink: TagSink = expireInNext

/**
 * Sends the tags that saves and jobs expire to `next` instead of Next's cache, which exists
 * only in the site's server, so an integration test can see which pages a save or a job
 * expires. Returns what puts the previous sink back.
 */
export function expireTagsWith(next: TagSink): () => void {
  const previous = sink
  sink = next
  return () => {
    sink = previous
  }
}

/** Expires cached reads and pages that used the tags, at once and again after the commit. */
export function expireTags(tags: string[]): void {
  sink(tags)
}

type Saved = { slug?: string | null; _status?: string | null }

/** What a save of these versions of a document expires: the collection's lists and the document's own page, under each slug. */
function documentTags(collection: string, ...docs: Array<Saved | undefined>): string[] {
  return [cacheTag.collection(collection), ...docs.flatMap((doc) => (doc?.slug ? [cacheTag.document(collection, doc.slug)] : []))]
}

/**
 * When what visitors see of a published document next changes with no save: a notice's
 * start and end, a certificate's expiry, the end of a job offer's apply-by day. Instants
 * missing, invalid or past are skipped.
 */
export type ChangesAt<Doc> = (doc: Doc) => ReadonlyArray<Date | undefined>

/** The `changesAt` of a type in src/lib/contentTypes.ts, if it declares one. */
function declaredChangesAt(collection: string): ChangesAt<never> | undefined {
  const type = contentTypes.find((candidate) => candidate.slug === collection)
  return type && 'changesAt' in type ? type.changesAt : undefined
}

/**
 * Pages are kept in cache until a save expires them, and what changes by the clock has no
 * save at that moment: each save of a published document queues Payload's job to expire the
 * same tags as the save, at each instant `changesAt` gives (src/server/jobs/expireContent.ts).
 * Queued again on every save, the extra jobs only expire the same pages once more.
 */
function expireOnTheClock(collection: string, changesAt: ChangesAt<never>): CollectionAfterChangeHook {
  return async ({ doc, req }) => {
    const saved = doc as Saved
    // A draft shows nothing to visitors; its publication queues the expiry then.
    if (saved._status === 'draft') return doc
    const now = Date.now()
    const instants = new Set(
      // Payload hands a hook the document untyped; each `changesAt` names the fields it reads.
      changesAt(doc as never)
        .map((instant) => instant?.getTime())
        .filter((time): time is number => time !== undefined && Number.isFinite(time) && time > now),
    )
    const tags = documentTags(collection, saved)
    for (const time of instants) {
      await req.payload.jobs.queue({ task: EXPIRE_CONTENT_TASK, input: { tags }, waitUntil: new Date(time), req })
    }
    return doc
  }
}

/**
 * Expires the collection's lists and the document's own page, under its old and new slug, on
 * every save and deletion, and at each instant the type's `changesAt` gives: the one in its
 * declaration (src/lib/contentTypes.ts), or `own.changesAt` for a collection outside it.
 */
export function revalidateCollection<Doc>(
  collection: string,
  own: { changesAt?: ChangesAt<Doc> } = {},
): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  const changesAt = own.changesAt ?? declaredChangesAt(collection)
  return {
    afterChange: [
      ({ doc, previousDoc }) => {
        expireTags(documentTags(collection, doc as Saved, previousDoc as Saved))
        return doc
      },
      ...(changesAt ? [expireOnTheClock(collection, changesAt)] : []),
    ],
    afterDelete: [
      ({ doc }) => {
        expireTags(documentTags(collection, doc as Saved))
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
