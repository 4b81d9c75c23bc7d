/**
 * When a notice (a recall or a piece of information) is shown, and the moments at which the
 * pages that show it must change. Pure: the data functions and hooks supply the notices.
 */

export type NoticeKind = 'recall' | 'info'

export type NoticeTimes = { startsAt?: string | null; endsAt?: string | null }

/** Shown at `now`: started (or no start) and not yet ended (or no end). */
export function isCurrent(notice: NoticeTimes, now: Date = new Date()): boolean {
  const time = now.getTime()
  if (notice.startsAt && new Date(notice.startsAt).getTime() > time) return false
  if (notice.endsAt && new Date(notice.endsAt).getTime() <= time) return false
  return true
}

/** Not shown yet, but will be. */
export function isUpcoming(notice: NoticeTimes, now: Date = new Date()): boolean {
  return Boolean(notice.startsAt) && new Date(notice.startsAt!).getTime() > now.getTime() && !hasEnded(notice, now)
}

export function hasEnded(notice: NoticeTimes, now: Date = new Date()): boolean {
  return Boolean(notice.endsAt) && new Date(notice.endsAt!).getTime() <= now.getTime()
}

/** The moments after `now` at which the notice appears or leaves: pages showing it must change then. */
export function changesAfter(notice: NoticeTimes, now: Date = new Date()): Date[] {
  return [notice.startsAt, notice.endsAt]
    .filter((value): value is string => Boolean(value))
    .map((value) => new Date(value))
    .filter((date) => !Number.isNaN(date.getTime()) && date.getTime() > now.getTime())
}

/** The refusal for an end that is not after the start, or undefined when the dates fit. */
export function endBeforeStart(notice: NoticeTimes): string | undefined {
  if (!notice.startsAt || !notice.endsAt) return undefined
  if (new Date(notice.endsAt).getTime() <= new Date(notice.startsAt).getTime()) {
    return 'The end must be after the start.'
  }
  return undefined
}

/** A localized text read with `locale: 'all'`: the visitor's language, else English, and which it is. */
export function inLanguage(
  value: Partial<Record<string, string | null>> | string | null | undefined,
  locale: string,
  fallback = 'en',
): { text: string; lang?: string } {
  if (typeof value === 'string') return { text: value }
  const own = value?.[locale]?.trim()
  if (own) return { text: own }
  const english = value?.[fallback]?.trim()
  return english ? { text: english, lang: fallback } : { text: '' }
}
