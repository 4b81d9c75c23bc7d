/**
 * The one list of languages. Payload's `localization`, next-intl's routing,
 * the language menu and `<html lang dir>` all read it.
 */
export const locales = ['en', 'ar', 'ckb'] as const

export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'en'

type LocaleInfo = {
  /** The language's own name, as the language menu shows it. */
  label: string
  dir: 'ltr' | 'rtl'
  /** BCP 47 tag for `Intl` and `hreflang`. */
  tag: string
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { label: 'English', dir: 'ltr', tag: 'en' },
  ar: { label: 'العربية', dir: 'rtl', tag: 'ar' },
  ckb: { label: 'کوردی', dir: 'rtl', tag: 'ckb' },
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return localeInfo[locale].dir
}
