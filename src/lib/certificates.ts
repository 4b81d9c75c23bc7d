/**
 * When a certificate is shown, and when the dashboard warns of it. Pure: the data functions,
 * hooks and the dashboard supply the certificates.
 */

/** The quality page lists the valid certificates; the about-us page and the footer link to it. */
export const qualityPath = '/quality'

/** The dashboard warns this many days before a certificate stops being valid. */
export const EXPIRY_WARNING_DAYS = 60

const DAY_MS = 24 * 60 * 60 * 1000

/** The moment a certificate stops being valid (`validUntil`, a date and time), or undefined for none. */
export function expiresAt(validUntil: string | null | undefined): Date | undefined {
  if (!validUntil) return undefined
  const end = new Date(validUntil)
  return Number.isNaN(end.getTime()) ? undefined : end
}

/** Still valid at `now`. A certificate without a date is not shown. */
export function isValid(validUntil: string | null | undefined, now: Date = new Date()): boolean {
  const end = expiresAt(validUntil)
  return Boolean(end && end.getTime() > now.getTime())
}

/** Expired, or expiring within the warning period: the dashboard lists it so it is renewed in time. */
export function needsRenewal(validUntil: string | null | undefined, now: Date = new Date()): boolean {
  const end = expiresAt(validUntil)
  return Boolean(end && end.getTime() - now.getTime() <= EXPIRY_WARNING_DAYS * DAY_MS)
}

/** Where a query for certificates that need renewal stops. */
export function warningHorizon(now: Date = new Date()): Date {
  return new Date(now.getTime() + EXPIRY_WARNING_DAYS * DAY_MS)
}

/**
 * The refusal for a `validUntil` that is missing, not a date, or already past when it is set:
 * such a certificate would never be shown. One saved earlier and since expired can still be
 * edited (its number, its scope) and unpublished.
 */
export function validUntilProblem(
  value: string | null | undefined,
  previous: string | null | undefined,
  now: Date = new Date(),
): string | undefined {
  if (!value) return 'Enter when the certificate stops being valid.'
  const end = expiresAt(value)
  if (!end) return 'Enter a date, for example 31 Mar 2027, 23:59.'
  const unchanged = previous ? expiresAt(previous)?.getTime() === end.getTime() : false
  if (!unchanged && end.getTime() <= now.getTime()) {
    return 'This date has passed, so the certificate would not be shown. Enter when it stops being valid.'
  }
  return undefined
}
