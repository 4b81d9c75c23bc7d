/**
 * The one list of languages. Payload's `localization`, next-intl's routing, the language
 * menu, `<html lang dir>`, the admin's coverage, the request log and the proxy all read it;
 * tests/unit/languagesDeclaredOnce.spec.ts holds that nothing else in src/ names a language
 * (docs/architecture.md, "Adding a language").
 */
export const locales = ['en', 'ar', 'ckb'] as const

export type Locale = (typeof locales)[number]

/** English: the addresses without a prefix, and the text every translation is made from. */
export const defaultLocale = 'en' satisfies Locale

/** The languages translated from the default one, in the list's order. */
export type TranslatedLocale = Exclude<Locale, typeof defaultLocale>

type LocaleInfo = {
  /** The language's own name, as the language menu shows it. */
  label: string
  dir: 'ltr' | 'rtl'
  /** BCP 47 tag for `Intl` and `hreflang`. */
  tag: string
  /** Its name in English, as the admin's messages and the staff's e-mails write it. */
  englishName: string
  /** Which of the language's varieties the site is written in, where the staff's e-mails name it. */
  variety?: string
  /** Its two letters in the admin's language column. */
  abbreviation: string
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { label: 'English', dir: 'ltr', tag: 'en', englishName: 'English', abbreviation: 'EN' },
  ar: { label: 'العربية', dir: 'rtl', tag: 'ar', englishName: 'Arabic', abbreviation: 'AR' },
  ckb: { label: 'کوردی', dir: 'rtl', tag: 'ckb', englishName: 'Kurdish', variety: 'Sorani', abbreviation: 'KU' },
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

export function isTranslatedLocale(value: unknown): value is TranslatedLocale {
  return isLocale(value) && value !== defaultLocale
}

export const translatedLocales: readonly TranslatedLocale[] = locales.filter(isTranslatedLocale)

/** A value for each of the given languages, made by `value`: `byLocale(locales, …)` for every one. */
export function byLocale<L extends Locale, T>(of: readonly L[], value: (locale: L) => T): Record<L, T> {
  // Object.fromEntries types its keys as string; each of `of` is given its value here.
  return Object.fromEntries(of.map((locale) => [locale, value(locale)])) as Record<L, T>
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return localeInfo[locale].dir
}
