/**
 * The slugs of the app's own tasks in Payload's job queue. The content model's hooks queue
 * them by name and src/server/jobs defines them, so no collection or global imports the
 * server (docs/architecture.md, "Layers").
 */

/** Expires cache tags at a set time: pages that change by the clock (src/server/jobs/expireContent.ts). */
export const EXPIRE_CONTENT_TASK = 'expireContent'

/** Deletes enquiries and job applications past their retention period (src/server/jobs/retention.ts). */
export const RETENTION_TASK = 'deletePastRetention'
