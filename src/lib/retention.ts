/** As the site settings' `enquiryRetentionDays` says when it is not set. */
export const DEFAULT_RETENTION_DAYS = 365

/** As the site settings' `applicationRetentionDays` says when it is not set. */
export const DEFAULT_APPLICATION_RETENTION_DAYS = 180

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * What was received before this moment is past the retention period of `days` (a setting;
 * `fallback` when it is not a whole number of days of at least one).
 */
export function retentionCutoff(days: number | null | undefined, now: Date, fallback: number = DEFAULT_RETENTION_DAYS): Date {
  const kept = typeof days === 'number' && Number.isFinite(days) && days >= 1 ? Math.floor(days) : fallback
  return new Date(now.getTime() - kept * DAY_MS)
}
