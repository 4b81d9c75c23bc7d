/** As the site settings' `enquiryRetentionDays` says when it is not set. */
export const DEFAULT_RETENTION_DAYS = 365

const DAY_MS = 24 * 60 * 60 * 1000

/** Enquiries received before this moment are past the retention period. */
export function retentionCutoff(days: number | null | undefined, now: Date): Date {
  const kept = typeof days === 'number' && Number.isFinite(days) && days >= 1 ? Math.floor(days) : DEFAULT_RETENTION_DAYS
  return new Date(now.getTime() - kept * DAY_MS)
}
