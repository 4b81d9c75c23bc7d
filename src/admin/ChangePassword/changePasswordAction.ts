'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { type NewPasswordFieldErrors, newPasswordFieldErrors } from '@/lib/auth/credentials'
import { errorStatus } from '@/lib/auth/errors'
import { payloadClient } from '@/data/payload'

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
 * Checks the current password with Payload's own sign-in (so wrong guesses count towards
 * the lock), then saves the new one. Payload keeps only this browser's session when a
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
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors }

  try {
    await payload.login({ collection: 'users', data: { email: user.email, password: current } })
  } catch (error) {
    if (errorStatus(error) !== 401) return failed(error)
    const account = await payload.db.findOne<{ id: number; lockUntil?: string | null }>({
      collection: 'users',
      where: { id: { equals: user.id } },
    })
    const left = account?.lockUntil ? new Date(account.lockUntil).getTime() - Date.now() : 0
    return left > 0 ? { problem: { key: 'locked', minutes: Math.ceil(left / 60_000) } } : { fieldErrors: { current: 'currentWrong' } }
  }

  try {
    await payload.update({ collection: 'users', id: user.id, data: { password }, user, overrideAccess: false })
  } catch (error) {
    return failed(error)
  }
  return { changed: true }

  async function failed(error: unknown): Promise<ChangePasswordState> {
    payload.logger.error({ err: error, msg: 'The password could not be changed' })
    return { problem: { key: 'failed' } }
  }
}
