'use server'

import config from '@payload-config'
import { login } from '@payloadcms/next/auth'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { AuthenticationError } from 'payload'

import { safeAdminRedirect } from '@/lib/auth/adminRedirect'
import { isAccountDisabledError } from '@/lib/auth/errors'
import { type SignInFieldErrors, signInFieldErrors } from '@/lib/auth/credentials'
import { setSignedInHint } from '@/lib/auth/sessionCookie'
import { payloadClient } from '@/data/payload'
import { accountFrom, clientAddressOf } from '@/lib/rateLimit/clientAddress'
import { attempt, blocked, forget, recordFailure } from '@/lib/rateLimit/limiter'
import { RULES } from '@/lib/rateLimit/rules'

export type SignInProblem =
  | { key: 'wrongCredentials' }
  | { key: 'locked'; minutes: number }
  | { key: 'tooMany'; minutes: number }
  | { key: 'disabled' }
  | { key: 'failed' }

export type SignInState = { email: string; fieldErrors?: SignInFieldErrors; problem?: SignInProblem }

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60))

/**
 * Signs an administrator in with Payload's own login (the same session cookie as the
 * admin's sign-in), then goes to the admin page that sent them here, or the dashboard.
 * It works without JavaScript: the form posts here and the answer is rendered.
 *
 * Attempts are limited per address, and wrong passwords per account and address: an
 * attacker who guesses wrong is locked out of the account, the administrator elsewhere is not.
 */
export async function signIn(_previous: SignInState, form: FormData): Promise<SignInState> {
  const email = String(form.get('email') ?? '').trim()
  const password = String(form.get('password') ?? '')
  const fieldErrors = signInFieldErrors(email, password)
  if (fieldErrors) return { email, fieldErrors }
  const address = clientAddressOf(await headers())
  const allowed = await attempt(RULES.signIn, address)
  if (!allowed.allowed) return { email, problem: { key: 'tooMany', minutes: minutes(allowed.retryAfterSeconds) } }
  const account = accountFrom(email, address)
  const locked = await blocked(RULES.wrongPassword, account)
  if (!locked.allowed) return { email, problem: { key: 'locked', minutes: minutes(locked.retryAfterSeconds) } }
  try {
    await login({ collection: 'users', config, email, password })
  } catch (error) {
    return { email, problem: await describeFailure(error, account) }
  }
  await setSignedInHint(await payloadClient())
  await forget(RULES.wrongPassword, account)
  redirect(safeAdminRedirect(form.get('redirect')))
}

/** A wrong password counts against the account from this address; the one that reaches the limit locks it. */
async function describeFailure(error: unknown, account: string): Promise<SignInProblem> {
  if (isAccountDisabledError(error)) return { key: 'disabled' }
  if (error instanceof AuthenticationError) {
    await recordFailure(RULES.wrongPassword, account)
    const locked = await blocked(RULES.wrongPassword, account)
    return locked.allowed ? { key: 'wrongCredentials' } : { key: 'locked', minutes: minutes(locked.retryAfterSeconds) }
  }
  const payload = await payloadClient()
  payload.logger.error({ err: error, msg: 'Sign-in failed' })
  return { key: 'failed' }
}
