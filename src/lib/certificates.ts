/**
 * When a certificate is shown, and when the dashboard warns of it. Pure: the data functions,
 * hooks and the dashboard supply the certificates.
 */
import { endOfLastDay } from './lastDay'

/** The quality page lists the valid certificates; the about-us page and the footer link to it. */
export const qualityPath = '/quality'

/** The dashboard warns this many days before a certificate's last valid day. */
export const EXPIRY_WARNING_DAYS = 60

const DAY_MS = 24 * 60 * 60 * 1000

/** A certificate is valid through the whole of its last day (UTC), and leaves the site after it. */
export const expiresAt = endOfLastDay

/** Still valid at `now`: its last day has not passed. A certificate without a date is not shown. */
export function isValid(validUntil: string | null | undefined, now: Date = new Date()): boolean {
  const end = expiresAt(validUntil)
  return Boolean(end && end.getTime() >= now.getTime())
}

/** Expired, or expiring within the warning period: the dashboard lists it so it is renewed in time. */
export function needsRenewal(validUntil: string | null | undefined, now: Date = new Date()): boolean {
  const end = expiresAt(validUntil)
  return Boolean(end && end.getTime() - now.getTime() <= EXPIRY_WARNING_DAYS * DAY_MS)
}

/**
 * Where a query for certificates that need renewal stops: a day beyond the warning period,
 * as `validUntil` is stored at some time of its last day; `needsRenewal` decides.
 */
export function warningHorizon(now: Date = new Date()): Date {
  return new Date(now.getTime() + (EXPIRY_WARNING_DAYS + 1) * DAY_MS)
}
