import { randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * The app's own job runner (jobRunner.ts) asks /api/payload-jobs/run with a key that only
 * this process knows, made when it starts: nobody else can have jobs run but an
 * administrator.
 */
export const RUN_KEY_HEADER = 'x-hawler-jobs-key'

/** Made once per process; the server's start sets it before Next loads the config. */
export function ownRunKey(env: Record<string, string | undefined> = process.env): string {
  return (env.JOBS_RUN_KEY ||= randomBytes(32).toString('hex'))
}

/** Whether a request carries this process's key. False when the process made none (not the site's server). */
export function carriesRunKey(headers: Headers, env: Record<string, string | undefined> = process.env): boolean {
  const expected = env.JOBS_RUN_KEY
  const given = headers.get(RUN_KEY_HEADER)
  if (!expected || !given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
