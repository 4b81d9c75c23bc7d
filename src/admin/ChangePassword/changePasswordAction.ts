'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { type NewPasswordFieldErrors, newPasswordFieldErrors } from '@/lib/auth/credentials'
import { errorStatus } from '@/lib/auth/errors'
import { newPasswordProblem } from '@/lib/auth/passwordStrength'
import { payloadClient } from '@/data/payload'
import { accountFrom, clientAddressOf } from '@/lib/rateLimit/clientAddress'
import { attempt, blocked, forget, recordFailure } from '@/lib/rateLimit/limiter'
import { RULES } from '@/lib/rateLimit/rules'

export type ChangePasswordFieldErrors = Omit<NewPasswordFieldErrors, 'password'> & {
  current?: 'currentRequired' | 'currentWrong'
  password?: NewPasswordFieldErrors['password'] | 'sameAsCurrent'
}

export type ChangePasswordState = {
  fieldErrors?: ChangePasswordFieldErrors
  problem?: { key: 'locked'; minutes: number } | { key: 'failed' }
  changed?: boolean
}

/**
 * Checks the current password with Payload's own sign-in, then saves the new one. Tries are
 * limited per address, and a wrong current password counts like a wrong password at
 * sign-in (src/lib/rateLimit): a stolen session cannot guess the password freely. Payload keeps only this browser's session when a
 * signed-in administrator changes their own password: every other session ends.
 */
export async function changePassword(_previous: ChangePasswordState, form: FormData): Promise<ChangePasswordState> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  // Signed out meanwhile (expired, turned off, or signed out elsewhere): sign in and come back.
  if (!user || user.collection !== 'users') redirect(`/login?redirect=${encodeURIComponent('/admin/ChangePassword')}`)

  const current = String(form.get('current') ?? '')
  const password = String(form.get('password') ?? '')
  const fieldErrors: ChangePasswordFieldErrors = { ...newPasswordFieldErrors(password, String(form.get('confirm') ?? ''), user.email) }
  if (!current) fieldErrors.current = 'currentRequired'
  else if (!fieldErrors.password && password === current) fieldErrors.password = 'sameAsCurrent'
  const refusal = !fieldErrors.password && password ? newPasswordProblem(password, user.email) : undefined
  if (refusal) fieldErrors.password = refusal.problem
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors }

  const address = clientAddressOf(await headers())
  const account = accountFrom(user.email, address)
  const allowed = await attempt(RULES.changePassword, address)
  if (!allowed.allowed) return locked(allowed.retryAfterSeconds)
  const guessing = await blocked(RULES.wrongPassword, account)
  if (!guessing.allowed) return locked(guessing.retryAfterSeconds)
  try {
    await payload.login({ collection: 'users', data: { email: user.email, password: current } })
  } catch (error) {
    if (errorStatus(error) !== 401) return failed(error)
    await recordFailure(RULES.wrongPassword, account)
    const now = await blocked(RULES.wrongPassword, account)
    return now.allowed ? { fieldErrors: { current: 'currentWrong' } } : locked(now.retryAfterSeconds)
  }
  await forget(RULES.wrongPassword, account)

  try {
    // Past access control: an update through the API may not set a password (the `password`
    // field of src/collections/Users.ts), as it would not know the current one. Here it was
    // checked above, for this signed-in administrator's own account.
    await payload.update({ collection: 'users', id: user.id, data: { password }, user, overrideAccess: true })
  } catch (error) {
    return failed(error)
  }
  return { changed: true }

  function locked(seconds: number): ChangePasswordState {
    return { problem: { key: 'locked', minutes: Math.max(1, Math.ceil(seconds / 60)) } }
  }

  async function failed(error: unknown): Promise<ChangePasswordState> {
    payload.logger.error({ err: error, msg: 'The password could not be changed' })
    return { problem: { key: 'failed' } }
  }
}
