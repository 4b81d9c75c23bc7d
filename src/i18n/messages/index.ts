import type { Locale } from '../locales'

/**
 * Each screen keeps its texts in its own file, `messages/{locale}/{screen}.json`; the
 * file's name is the first part of every key (`products.empty`, `login.forgotPassword`).
 */
const screens = [
  'home',
  'nav',
  'footer',
  'states',
  'common',
  'products',
  'recipes',
  'news',
  'videos',
  'healthCare',
  'jobs',
  'about',
  'contact',
  'login',
  'resetPassword',
] as const

export type Messages = Record<(typeof screens)[number], Record<string, unknown>>

export async function loadMessages(locale: Locale): Promise<Messages> {
  const entries = await Promise.all(screens.map(async (screen) => [screen, (await import(`./${locale}/${screen}.json`)).default] as const))
  return Object.fromEntries(entries) as Messages
}

export const messageScreens = screens
