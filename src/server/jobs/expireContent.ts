import type { TaskConfig } from 'payload'

import { expireTags } from '../../hooks/revalidateOnChange'
import { EXPIRE_CONTENT_TASK } from '../../lib/jobTasks'

type ExpireContentIO = { input: { tags: string[] }; output: object }

/**
 * Pages are kept in Next's cache until a save expires them. Content that changes by the
 * clock (a notice that starts or ends, a job that closes) has no save at that moment, so its
 * save queues this job for then (the `changesAt` of its type, read by `revalidateCollection`
 * in src/hooks/revalidateOnChange.ts), with the tags the save expired. It runs inside the
 * app's own request to /api/payload-jobs/run (src/server/jobs/jobRunner.ts): Next expires
 * cache tags only within a request.
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
