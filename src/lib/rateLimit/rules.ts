/**
 * How often one client address may do what an attacker would do many times: guess
 * passwords, send reset e-mails, try reset links, or make the server search.
 */
export type Rule = { name: string; limit: number; windowSeconds: number }

/**
 * Test and benchmark servers, whose many sign-ins and searches all come from 127.0.0.1,
 * raise the per-address limits by this factor (RATE_LIMIT_MULTIPLIER); a real site leaves
 * it unset. The per-account lock keeps its value: each test has accounts of its own.
 */
const multiplier = Math.max(1, Number(process.env.RATE_LIMIT_MULTIPLIER) || 1)
const rule = (name: string, limit: number, windowSeconds: number, scaled = true): Rule => ({
  name,
  limit: scaled ? limit * multiplier : limit,
  windowSeconds,
})

export const RULES = {
  signIn: rule('sign-in', 10, 15 * 60),
  forgotPassword: rule('forgot-password', 5, 60 * 60),
  resetPassword: rule('reset-password', 10, 60 * 60),
  /** One reset e-mail per account every 15 s, whatever the address asking (Payload's own interval, kept here). */
  resetEmailPerAccount: rule('reset-email-account', 1, 15, false),
  changePassword: rule('change-password', 10, 15 * 60),
  search: rule('search', 60, 60),
  /** Enquiries sent with the contact form: each is stored and e-mailed, so a few an hour. */
  enquiry: rule('enquiry', 5, 60 * 60),
  /** Job applications: each is stored with its CV and e-mailed, so a few an hour, like enquiries. */
  application: rule('application', 5, 60 * 60),
  /**
   * Wrong passwords for one account from one address. Payload's own lock counts per
   * account, whoever guesses, so anyone could keep the administrator out; this one locks
   * that address out of that account only.
   */
  wrongPassword: rule('wrong-password', 5, 15 * 60, false),
} as const
