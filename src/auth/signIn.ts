'use server'

import config from '@payload-config'
import { login } from '@payloadcms/next/auth'
import { redirect } from 'next/navigation'
import { AuthenticationError, LockedAuth } from 'payload'

import { safeAdminRedirect } from '@/lib/auth/adminRedirect'
import { isAccountDisabledError } from '@/lib/auth/errors'
import { type SignInFieldErrors, signInFieldErrors } from '@/lib/auth/credentials'
import { payloadClient } from '@/data/payload'

export type SignInProblem = { key: 'wrongCredentials' } | { key: 'locked'; minutes: number } | { key: 'disabled' } | { key: 'failed' }

export type SignInState = { email: string; fieldErrors?: SignInFieldErrors; problem?: SignInProblem }

/**
 * Signs an administrator in with Payload's own login (the same session cookie as the
 * admin's sign-in), then goes to the admin page that sent them here, or the dashboard.
 * It works without JavaScript: the form posts here and the answer is rendered.
 */
export async function signIn(_previous: SignInState, form: FormData): Promise<SignInState> {
  const email = String(form.get('email') ?? '').trim()
  const password = String(form.get('password') ?? '')
  const fieldErrors = signInFieldErrors(email, password)
  if (fieldErrors) return { email, fieldErrors }
  try {
    await login({ collection: 'users', config, email, password })
  } catch (error) {
    return { email, problem: await describeFailure(error, email) }
  }
  redirect(safeAdminRedirect(form.get('redirect')))
}

/**
 * Payload answers 401 both for a wrong password and for a locked account; the lock also
 * starts on the attempt that reaches the limit, which Payload reports as a wrong password.
 * The account's own lock time tells the two apart, and gives the minutes to wait.
 */
async function describeFailure(error: unknown, email: string): Promise<SignInProblem> {
  if (isAccountDisabledError(error)) return { key: 'disabled' }
  if (error instanceof LockedAuth || error instanceof AuthenticationError) {
    const minutes = await minutesLocked(email)
    return minutes ? { key: 'locked', minutes } : { key: 'wrongCredentials' }
  }
  const payload = await payloadClient()
  payload.logger.error({ err: error, msg: 'Sign-in failed' })
  return { key: 'failed' }
}

/** Whole minutes until a locked account may try again, or 0 when it is not locked. */
async function minutesLocked(email: string): Promise<number> {
  const payload = await payloadClient()
  const account = await payload.db.findOne<{ id: number; lockUntil?: string | null }>({
    collection: 'users',
    where: { email: { equals: email.toLowerCase() } },
  })
  const left = account?.lockUntil ? new Date(account.lockUntil).getTime() - Date.now() : 0
  return left > 0 ? Math.ceil(left / 60_000) : 0
}
