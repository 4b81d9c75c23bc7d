import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { expireTags } from '../../hooks/revalidateOnChange'

export const EXPIRE_CONTENT_TASK = 'expireContent'

type ExpireContentIO = { input: { tags: string[] }; output: object }

/**
 * Pages are kept in Next's cache until a save expires them. Content that changes by the
 * clock (a notice that starts or ends, a job that closes) has no save at that moment, so a
 * job queued for it expires the pages then. It runs inside the app's own request to
 * /api/payload-jobs/run (src/server/jobs/jobRunner.ts): Next expires cache tags only
 * within a request.
 */
export const expireContentTask: TaskConfig<ExpireContentIO> = {
  slug: EXPIRE_CONTENT_TASK,
  label: 'Update the pages at a set time',
  inputSchema: [{ name: 'tags', type: 'json', required: true }],
  retries: 3,
  handler: ({ input }) => {
    expireTags(Array.isArray(input.tags) ? input.tags.filter((tag) => typeof tag === 'string') : [])
    return { output: {} }
  },
}

/**
 * Queues the expiry of `tags` at each of `times`. Queued again on every save, the extra
 * jobs only expire the same pages once more; a time already past needs none (the save's own
 * expiry covers it).
 */
export async function expireContentAt(payload: Payload, times: Date[], tags: string[], req?: PayloadRequest): Promise<void> {
  for (const time of times) {
    await payload.jobs.queue({ task: EXPIRE_CONTENT_TASK, input: { tags }, waitUntil: time, req })
  }
}
