/** The rules for what an administrator types: e-mail addresses and new passwords. */

export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 128

/** Something shaped like an e-mail address: one @, no spaces, a dot in the domain. */
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value)
}

/**
 * `common` (one of the commonest passwords) and `weak` (too easy to guess, by zxcvbn-ts) are
 * checked on the server only (src/lib/auth/passwordStrength.ts): their lists are too big for a browser.
 */
export type PasswordProblem = 'tooShort' | 'tooLong' | 'sameAsEmail' | 'common' | 'weak'

/** Why a new password is refused, or undefined when it is fine. */
export function passwordProblem(password: string, email?: string | null): 'tooShort' | 'tooLong' | 'sameAsEmail' | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort'
  if (password.length > PASSWORD_MAX_LENGTH) return 'tooLong'
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) return 'sameAsEmail'
  return undefined
}

export type SignInFieldErrors = { email?: 'emailRequired' | 'emailInvalid'; password?: 'passwordRequired' }

/** The sign-in form's own checks, before anything is sent; keys name the message to show. */
export function signInFieldErrors(email: string, password: string): SignInFieldErrors | undefined {
  const errors: SignInFieldErrors = {}
  if (!email.trim()) errors.email = 'emailRequired'
  else if (!isEmailAddress(email.trim())) errors.email = 'emailInvalid'
  if (!password) errors.password = 'passwordRequired'
  return Object.keys(errors).length > 0 ? errors : undefined
}

export type NewPasswordFieldErrors = {
  password?: 'passwordRequired' | PasswordProblem
  confirm?: 'confirmRequired' | 'mismatch'
}

/** Checks a new password and its confirmation; keys name the message to show. */
export function newPasswordFieldErrors(password: string, confirm: string, email?: string | null): NewPasswordFieldErrors | undefined {
  const errors: NewPasswordFieldErrors = {}
  const problem = password ? passwordProblem(password, email) : 'passwordRequired'
  if (problem) errors.password = problem
  if (!confirm) errors.confirm = 'confirmRequired'
  else if (!problem && confirm !== password) errors.confirm = 'mismatch'
  return Object.keys(errors).length > 0 ? errors : undefined
}
