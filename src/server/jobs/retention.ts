import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { RETENTION_TASK } from '../../lib/jobTasks'
import { DEFAULT_APPLICATION_RETENTION_DAYS, DEFAULT_RETENTION_DAYS, retentionCutoff } from '../../lib/retention'

export { RETENTION_TASK }

type Kept = { collection: 'enquiries' | 'applications'; setting: 'enquiryRetentionDays' | 'applicationRetentionDays'; fallback: number }

/**
 * Deletes every document of `collection` older than the retention period the site settings
 * give it; the number deleted. Deleting by date is idempotent: a document deleted by another
 * run meanwhile is simply not there any more.
 */
async function deleteOlderThanKept(payload: Payload, { collection, setting, fallback }: Kept, now: Date, req?: PayloadRequest) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
  const cutoff = retentionCutoff(settings[setting], now, fallback)
  const { docs } = await payload.delete({
    collection,
    where: { createdAt: { less_than: cutoff.toISOString() } },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return docs.length
}

/** Enquiries past "Keep enquiries for (days)". */
export const deleteExpiredEnquiries = (payload: Payload, now: Date = new Date(), req?: PayloadRequest): Promise<number> =>
  deleteOlderThanKept(payload, { collection: 'enquiries', setting: 'enquiryRetentionDays', fallback: DEFAULT_RETENTION_DAYS }, now, req)

/** Job applications past "Keep job applications for (days)"; their CVs go with them (src/collections/CvFiles.ts). */
export const deleteExpiredApplications = (payload: Payload, now: Date = new Date(), req?: PayloadRequest): Promise<number> =>
  deleteOlderThanKept(
    payload,
    { collection: 'applications', setting: 'applicationRetentionDays', fallback: DEFAULT_APPLICATION_RETENTION_DAYS },
    now,
    req,
  )

type RetentionIO = { input: object; output: { enquiries: number; applications: number } }

/**
 * Personal data past its retention period (enquiries, job applications and their CVs) is
 * deleted by this job of the app's own queue: every hour, by Payload's scheduler, which the
 * app's job runner asks on one instance only (jobRunner.ts), and at once when an
 * administrator shortens a period (src/hooks/deleteSoonWhenPeriodShortened.ts).
 */
export const retentionTask: TaskConfig<RetentionIO> = {
  slug: RETENTION_TASK,
  label: 'Delete messages and job applications past their keeping period',
  schedule: [{ cron: '0 0 * * * *', queue: 'default' }],
  retries: 2,
  handler: async ({ req }) => {
    const now = new Date()
    const enquiries = await deleteExpiredEnquiries(req.payload, now, req)
    const applications = await deleteExpiredApplications(req.payload, now, req)
    if (enquiries + applications > 0) {
      req.payload.logger.info({ msg: `Deleted ${enquiries} enquiries and ${applications} job applications past the retention period` })
    }
    return { output: { enquiries, applications } }
  },
}

/** Runs the deletion at the job runner's next turn, within a few seconds. */
export async function deletePastRetentionSoon(payload: Payload, req?: PayloadRequest): Promise<void> {
  await payload.jobs.queue({ task: RETENTION_TASK, input: {}, req })
}
