import { endOfLastDay } from './lastDay'

/** Applications close at the end of the apply-by day (UTC); a job without one stays open. */
export const closesAt = endOfLastDay

/** Past the apply-by day. */
export function isClosed(validThrough: string | null | undefined, now: Date = new Date()): boolean {
  const closing = closesAt(validThrough)
  return Boolean(closing && closing.getTime() < now.getTime())
}
