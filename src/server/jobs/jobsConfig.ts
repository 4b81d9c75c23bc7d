import type { Config } from 'payload'

import { admin, isAdmin } from '../../access/roles'
import { expireContentTask } from './expireContent'
import { retentionTask } from './retention'
import { carriesRunKey } from './runKey'

/**
 * Payload's job queue: its own `schedulePublish` task (added for every type with
 * `versions.drafts.schedulePublish`), the expiry of pages at a set time, and the hourly
 * deletion of personal data past its retention period. The app runs the
 * queue itself (jobRunner.ts). Editors schedule from a document's publish menu, which checks
 * their right to publish it; the queue itself, through REST, is the administrators'.
 */
export const jobs: NonNullable<Config['jobs']> = {
  tasks: [expireContentTask, retentionTask],
  access: {
    run: ({ req }) => isAdmin(req) || carriesRunKey(req.headers),
    queue: ({ req }) => isAdmin(req),
    cancel: ({ req }) => isAdmin(req),
  },
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    access: { ...defaultJobsCollection.access, read: admin, create: admin, update: admin, delete: admin },
  }),
}
