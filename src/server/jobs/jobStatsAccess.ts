import type { SanitizedConfig } from 'payload'

import { admin } from '../../access/roles'

/** The global Payload adds when a task runs on a schedule: when each schedule last queued its job. */
export const JOB_STATS_GLOBAL = 'payload-jobs-stats'

/**
 * Payload adds its job statistics global while it builds the config, with the default access
 * of any global: every signed-in account may read and change it through REST
 * (payloadcms/payload#18197), and one bad `lastScheduledRun` stops the job runner. The queue
 * reads and writes it in the database directly, not through access, so through the API an
 * administrator may read it and nobody may change it. Payload has no option for its access,
 * so it is set on the built config, before Payload is started with it.
 */
export function closeJobStats(config: SanitizedConfig): SanitizedConfig {
  const stats = config.globals.find((global) => global.slug === JOB_STATS_GLOBAL)
  if (stats) stats.access = { ...stats.access, read: admin, readVersions: admin, update: () => false }
  return config
}
