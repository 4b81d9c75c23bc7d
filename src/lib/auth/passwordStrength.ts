import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common'
import { dictionary as englishDictionary, translations as englishTranslations } from '@zxcvbn-ts/language-en'

import { isCommonPassword } from './commonPasswords'
import { type PasswordProblem, passwordProblem } from './credentials'

/**
 * zxcvbn's score runs from 0 (guessed at once) to 4 (very hard to guess); 3 is, in its own
 * words, "safely unguessable: moderate protection from offline slow-hash scenario", the case
 * of a stolen database (Payload stores PBKDF2 hashes).
 */
export const MIN_PASSWORD_SCORE = 3

/** Words of this site that a password should not lean on. */
const SITE_WORDS = ['hawler', 'hawlerfoods', 'hawler foods', 'erbil', 'food', 'foods', 'admin', 'editor']

/**
 * Built on first use: its dictionaries (the commonest passwords, English words and names)
 * take half a second to index. For the server only, like commonPasswords.ts: they weigh
 * megabytes, too much for a browser.
 */
let estimator: ZxcvbnFactory | undefined
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    translations: englishTranslations,
  })
  return estimator
}

const FALLBACK_FEEDBACK = 'This password is easy to guess. Add more words that are less common.'

/** The e-mail address and its parts, which a guesser who knows the account would try first. */
function accountWords(email?: string | null): string[] {
  if (!email) return []
  const lower = email.trim().toLowerCase()
  const [local = '', domain = ''] = lower.split('@')
  return [lower, local, ...local.split(/[^\p{L}\p{N}]+/u), ...domain.split('.')].filter((word) => word.length >= 3)
}

export type PasswordStrength = { score: number; feedback?: string }

/**
 * How hard a password is to guess (zxcvbn-ts), and when it is too easy, the estimator's
 * warning and suggestions, in English, as one message.
 */
export function passwordStrength(password: string, email?: string | null): PasswordStrength {
  const { score, feedback } = zxcvbn().check(password, [...SITE_WORDS, ...accountWords(email)])
  if (score >= MIN_PASSWORD_SCORE) return { score }
  const text = [feedback.warning, ...feedback.suggestions].filter((line): line is string => Boolean(line)).join(' ')
  return { score, feedback: text || FALLBACK_FEEDBACK }
}

export type PasswordRefusal = { problem: Exclude<PasswordProblem, 'weak'> } | { problem: 'weak'; feedback: string }

/**
 * Every rule for a new password, on the server: length and not the e-mail address
 * (passwordProblem, which the forms also check in the browser), not one of the commonest,
 * and hard enough to guess. `feedback` says why a `weak` one is refused.
 */
export function newPasswordProblem(password: string, email?: string | null): PasswordRefusal | undefined {
  const problem = passwordProblem(password, email) ?? (isCommonPassword(password) ? 'common' : undefined)
  if (problem) return { problem }
  const { feedback } = passwordStrength(password, email)
  return feedback ? { problem: 'weak', feedback } : undefined
}
