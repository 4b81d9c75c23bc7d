import type { GlobalAfterChangeHook } from 'payload'

import { RETENTION_TASK } from '@/lib/jobTasks'

/**
 * A site settings' save that shortens a retention period deletes what is now past it within
 * seconds, not at the next hour: the deletion (src/server/jobs/retention.ts) is queued for the
 * job runner's next turn.
 */
export const deleteSoonWhenPeriodShortened: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const shortened = (field: 'enquiryRetentionDays' | 'applicationRetentionDays') =>
    typeof doc[field] === 'number' && (typeof previousDoc?.[field] !== 'number' || doc[field] < previousDoc[field])
  if (shortened('enquiryRetentionDays') || shortened('applicationRetentionDays')) {
    await req.payload.jobs.queue({ task: RETENTION_TASK, input: {}, req })
  }
  return doc
}
