import { dictionary } from '@zxcvbn-ts/language-common'

/**
 * The most used passwords, from zxcvbn-ts's list (about 49,000, kept up to date by that
 * project). For the server only (collection hooks, server actions): the list weighs 380 KB,
 * too much for a browser, so no client component imports this file.
 */
const common = new Set(dictionary['passwords-common'])

/** Digits and symbols around a word (`password1234`, `!!sunshine2026`) do not make it another password. */
const PADDING = /^[\d\W_]+|[\d\W_]+$/gu

/**
 * Whether a password is one of the most used, or one of them with digits or symbols added,
 * or made of a few characters repeated (`123456789012`, `aaaaaaaaaaaa`).
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase()
  if (common.has(lower)) return true
  if (new Set(lower).size <= 3) return true
  const stem = lower.replace(PADDING, '')
  return stem.length < 4 || common.has(stem)
}
