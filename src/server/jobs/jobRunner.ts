import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { ownRunKey, RUN_KEY_HEADER } from './runKey.ts'
import { type RunnerLock, runnerLock } from './runnerLock.ts'

/** How often the runner looks for jobs that are due: a scheduled change is live within about this. */
export const JOB_TICK_MS = 2000

/**
 * The first turn waits for visitors: it loads Payload's REST route, a second copy of Payload
 * beside the one the first page loads, and on 2 cores the two together put the first page's
 * 200 after a restart about half a second later (3.9 s, against 3.2–3.5 s with the turn later).
 */
export const JOB_FIRST_TURN_MS = 10_000

/** Batches run one after another in one turn, at most, before the next turn. */
const MAX_BATCHES_PER_TURN = 10

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void

export type JobRunner = { stop: () => Promise<void> }

/**
 * Runs Payload's queued jobs (scheduled publishing, pages expiring at a notice's end) from
 * inside the app, so no other process has to be started: every couple of seconds the
 * instance holding the runner lock (runnerLock.ts, one across instances) asks its own
 * /api/payload-jobs/run. It asks through Next's handler on a loopback port of its own, not
 * the site's port: a job expires pages with Next's cache tags, which Next allows only within
 * a request, and these turns are neither visitors' requests to log nor ones to redirect.
 */
export function startJobRunner(
  handle: Handler,
  {
    lock = runnerLock(),
    intervalMs = JOB_TICK_MS,
    firstTurnAfterMs = intervalMs,
  }: { lock?: RunnerLock; intervalMs?: number; firstTurnAfterMs?: number } = {},
): JobRunner {
  const key = ownRunKey()
  const server = http.createServer((request, response) => handle(request, response))
  server.listen(0, '127.0.0.1')
  server.unref()
  let turn: Promise<void> | undefined
  let failing = false

  const runDueJobs = async () => {
    if (!server.listening || !(await lock.held())) return
    const { port } = server.address() as AddressInfo
    for (let batch = 0; batch < MAX_BATCHES_PER_TURN; batch++) {
      const response = await fetch(`http://127.0.0.1:${port}/api/payload-jobs/run?allQueues=true`, {
        headers: { [RUN_KEY_HEADER]: key },
      })
      const result = (await response.json().catch(() => ({}))) as { noJobsRemaining?: boolean }
      if (!response.ok) throw new Error(`answered ${response.status}`)
      if (result.noJobsRemaining !== false) break
    }
  }

  const takeTurn = () => {
    turn ??= runDueJobs()
      .then(() => {
        if (failing) console.log('Scheduled jobs run again.')
        failing = false
      })
      .catch((error: unknown) => {
        // Said once, not every two seconds while the database is away.
        if (!failing) console.error('Scheduled jobs could not run; trying again every few seconds:', error)
        failing = true
      })
      .finally(() => (turn = undefined))
  }
  let timer: NodeJS.Timeout | undefined
  const first = setTimeout(() => {
    takeTurn()
    timer = setInterval(takeTurn, intervalMs)
    timer.unref()
  }, firstTurnAfterMs)
  first.unref()

  return {
    stop: async () => {
      clearTimeout(first)
      clearInterval(timer)
      await turn
      server.close()
      await lock.release()
    },
  }
}
