import { defaultLocale, isLocale, type Locale } from './locales'

/**
 * The address of the same page in another language: `/ar/news` → `/news` (English has no
 * prefix), `/recipes` → `/ckb/recipes`. The path may carry the language it is rendered in
 * (`/en/news`, as Next sees a rewritten English address).
 */
export function pathInLanguage(pathname: string, locale: Locale): string {
  const [, first, ...rest] = pathname.split('/')
  const page = `/${(isLocale(first) ? rest : [first, ...rest]).join('/')}`.replace(/\/+$/, '') || '/'
  if (locale === defaultLocale) return page
  return page === '/' ? `/${locale}` : `/${locale}${page}`
}

/** The cookie `/` reads to send a returning visitor to the language they chose. */
export const LANGUAGE_COOKIE = 'NEXT_LOCALE'
