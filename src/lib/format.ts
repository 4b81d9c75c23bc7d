import { type Locale, localeInfo } from '@/i18n/locales'

/** A date as the visitor's language writes it. */
export function formatDate(locale: Locale, value: string | Date | null | undefined): string {
  if (!value) return ''
  return new Intl.DateTimeFormat(localeInfo[locale].tag, { dateStyle: 'long' }).format(new Date(value))
}

export function formatNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(localeInfo[locale].tag).format(value)
}

/** A year in the language's digits, without a thousands separator ("1944", "١٩٤٤"). */
export function formatYear(locale: Locale, year: number): string {
  return new Intl.NumberFormat(localeInfo[locale].tag, { useGrouping: false }).format(year)
}
