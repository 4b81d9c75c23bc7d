/**
 * The end of a date picked as a day (an apply-by day, a certificate's last valid day): its
 * last millisecond in UTC, so the whole day counts. Undefined for no date or a wrong one.
 */
export function endOfLastDay(value: string | null | undefined): Date | undefined {
  if (!value) return undefined
  const lastDay = new Date(value)
  if (Number.isNaN(lastDay.getTime())) return undefined
  lastDay.setUTCHours(23, 59, 59, 999)
  return lastDay
}
