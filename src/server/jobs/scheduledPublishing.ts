import type { CollectionConfig } from 'payload'

/**
 * Every type with drafts can be published or unpublished at a set time, in one language or
 * all, with Payload's own schedule (its `schedulePublish` task, run by jobRunner.ts).
 */
export function withScheduledPublishing(collection: CollectionConfig): CollectionConfig {
  const drafts = collection.versions && typeof collection.versions === 'object' ? collection.versions.drafts : undefined
  if (!drafts) return collection
  return {
    ...collection,
    versions: { ...(collection.versions as object), drafts: { ...(typeof drafts === 'object' ? drafts : {}), schedulePublish: true } },
  }
}
