'use server'

import { headers } from 'next/headers'
import { after } from 'next/server'
import { redirect } from 'next/navigation'

import { defaultLocale, isLocale } from '@/i18n/locales'
import { ADMIN_HOME } from '@/lib/auth/adminRedirect'
import { errorStatus, isAccountDisabledError } from '@/lib/auth/errors'
import { isEmailAddress, type NewPasswordFieldErrors, newPasswordFieldErrors } from '@/lib/auth/credentials'
import { newPasswordProblem } from '@/lib/auth/passwordStrength'
import { accountForResetToken } from './resetToken'
import { setSessionCookie } from '@/lib/auth/sessionCookie'
import { payloadClient } from '@/data/payload'
import { clientAddressOf } from '@/lib/rateLimit/clientAddress'
import { attempt } from '@/lib/rateLimit/limiter'
import { RULES } from '@/lib/rateLimit/rules'

export type ResetRequestState = { email: string; fieldError?: 'emailRequired' | 'emailInvalid'; sent?: boolean; tooManyMinutes?: number }

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60))

/**
 * Sends the reset e-mail in the language of the page. The answer is the same whether or
 * not the address has an account, and the e-mail is sent after the answer, so neither
 * the words nor the time taken tell which addresses exist.
 */
export async function requestPasswordReset(_previous: ResetRequestState, form: FormData): Promise<ResetRequestState> {
  const email = String(form.get('email') ?? '').trim()
  if (!email) return { email, fieldError: 'emailRequired' }
  if (!isEmailAddress(email)) return { email, fieldError: 'emailInvalid' }
  // Each request sends an e-mail: limited per address, so the form cannot be used to flood an inbox.
  const allowed = await attempt(RULES.forgotPassword, clientAddressOf(await headers()))
  if (!allowed.allowed) return { email, tooManyMinutes: minutes(allowed.retryAfterSeconds) }
  const requested = form.get('locale')
  const locale = isLocale(requested) ? requested : defaultLocale
  after(async () => {
    if (!(await attempt(RULES.resetEmailPerAccount, email.toLowerCase())).allowed) return
    const payload = await payloadClient()
    try {
      await payload.forgotPassword({ collection: 'users', data: { email }, req: { locale } })
    } catch (error) {
      payload.logger.error({ err: error, msg: 'The password reset e-mail could not be sent' })
    }
  })
  return { email, sent: true }
}

export type NewPasswordState = {
  fieldErrors?: NewPasswordFieldErrors
  problem?: 'expired' | 'disabled' | 'failed' | 'tooMany'
  tooManyMinutes?: number
}

/** Sets the new password from a reset link, signs the administrator in and opens the admin. */
export async function setNewPassword(_previous: NewPasswordState, form: FormData): Promise<NewPasswordState> {
  const token = String(form.get('token') ?? '')
  const password = String(form.get('password') ?? '')
  // Limited per address: reset links are long and random, but guessing must not be free.
  const allowed = await attempt(RULES.resetPassword, clientAddressOf(await headers()))
  if (!allowed.allowed) return { problem: 'tooMany', tooManyMinutes: minutes(allowed.retryAfterSeconds) }
  const account = await accountForResetToken(token)
  if (!account) return { problem: 'expired' }
  const fieldErrors = newPasswordFieldErrors(password, String(form.get('confirm') ?? ''), account.email)
  if (fieldErrors) return { fieldErrors }
  const refusal = newPasswordProblem(password, account.email)
  if (refusal) return { fieldErrors: { password: refusal.problem } }
  const payload = await payloadClient()
  try {
    const result = await payload.resetPassword({ collection: 'users', data: { token, password }, overrideAccess: true })
    if (result.token) await setSessionCookie(payload, result.token)
  } catch (error) {
    if (isAccountDisabledError(error)) return { problem: 'disabled' }
    // Used or expired in the meantime.
    if (errorStatus(error) === 403) return { problem: 'expired' }
    payload.logger.error({ err: error, msg: 'The new password could not be saved' })
    return { problem: 'failed' }
  }
  redirect(ADMIN_HOME)
}
