import type { Payload } from 'payload'

import { retentionCutoff } from '../../lib/enquiries/retention'

/** How often a running server looks for enquiries past the retention period. */
export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000

/**
 * Deletes every enquiry older than the retention period of the site settings; the number
 * deleted. Deleting by date is idempotent: several instances may run it at the same time,
 * and a document another one deleted first is simply not there any more.
 */
export async function deleteExpiredEnquiries(payload: Payload, now: Date = new Date()): Promise<number> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const cutoff = retentionCutoff(settings.enquiryRetentionDays, now)
  const { docs } = await payload.delete({
    collection: 'enquiries',
    where: { createdAt: { less_than: cutoff.toISOString() } },
    overrideAccess: true,
    depth: 0,
  })
  return docs.length
}

/** Inside the site's server (`npm start`, `npm run dev`): not `next build`, the start script's migrations, the seed or a test. */
export function runsInSiteServer(env: Record<string, string | undefined> = process.env): boolean {
  return env.NEXT_RUNTIME === 'nodejs' && env.NEXT_PHASE !== 'phase-production-build'
}

const timerKey = Symbol.for('hawler.enquiryCleanup')
const globals = globalThis as typeof globalThis & { [timerKey]?: NodeJS.Timeout }

/**
 * Payload's `onInit`: when the site's server loads Payload (its first request that reads
 * content, or the load balancer's /api/health), old enquiries are deleted, then again every
 * hour. Each instance does this on its own; see `deleteExpiredEnquiries` for why that is
 * safe. The timer does not keep a process alive, and a reload of Payload (development)
 * replaces it rather than adding one. Returns what stops it.
 */
export function keepEnquiriesWithinRetention(
  payload: Payload,
  { inServer = runsInSiteServer(), intervalMs = CLEANUP_INTERVAL_MS }: { inServer?: boolean; intervalMs?: number } = {},
): () => void {
  if (!inServer) return () => {}
  let running = false
  const cleanUp = async () => {
    if (running) return
    running = true
    try {
      const deleted = await deleteExpiredEnquiries(payload)
      if (deleted > 0) payload.logger.info({ msg: `Deleted ${deleted} enquiries older than the retention period` })
    } catch (error) {
      payload.logger.error({ err: error, msg: 'Old enquiries could not be deleted; trying again within the hour' })
    } finally {
      running = false
    }
  }
  clearInterval(globals[timerKey])
  const timer = setInterval(() => void cleanUp(), intervalMs)
  timer.unref()
  globals[timerKey] = timer
  // Not awaited: Payload finishes loading, and the first request is served, meanwhile.
  void cleanUp()
  return () => clearInterval(timer)
}
