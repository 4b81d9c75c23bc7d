/** Applications close at the end of the apply-by day (UTC); a job without one stays open. */
export function closesAt(validThrough: string | null | undefined): Date | undefined {
  if (!validThrough) return undefined
  const lastDay = new Date(validThrough)
  if (Number.isNaN(lastDay.getTime())) return undefined
  lastDay.setUTCHours(23, 59, 59, 999)
  return lastDay
}

/** Past the apply-by day. */
export function isClosed(validThrough: string | null | undefined, now: Date = new Date()): boolean {
  const closing = closesAt(validThrough)
  return Boolean(closing && closing.getTime() < now.getTime())
}
