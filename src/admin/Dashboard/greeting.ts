import type { AdminTranslationKey } from '../translations'

type Account = { role?: string | null; name?: string | null; email?: string | null }

export type Greeting =
  | { key: Extract<AdminTranslationKey, 'hawler:welcome' | 'hawler:welcomeEditor'> }
  | { key: Extract<AdminTranslationKey, 'hawler:welcomeName'>; name: string }

/**
 * The dashboard's greeting. The spec's "Welcome Dear Admin" is for administrators; an editor
 * is greeted by name, or by their e-mail address's first part while their account has none.
 */
export function greetingFor(account: Account): Greeting {
  if (account.role === 'admin') return { key: 'hawler:welcome' }
  const name = account.name?.trim() || account.email?.split('@')[0] || ''
  return name ? { key: 'hawler:welcomeName', name } : { key: 'hawler:welcomeEditor' }
}
