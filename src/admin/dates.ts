import { timeZone } from '@/i18n/formats'

/**
 * One way of writing a date and time across the admin: Payload's own screens (its
 * `admin.dateFormat`, a date-fns pattern) and this site's (formatAdminDate) both write
 * "1 Dec 2026, 22:24", on a 24-hour clock. Payload wrote "Dec 1, 2026 10:25 PM" and the
 * dashboard "1 Dec 2026, 22:24".
 */
export const ADMIN_DATE_FORMAT = 'd MMM yyyy, HH:mm'

/** A day without its time ("22 Apr 2026"), where a field holds only a day: its picker and its list column. */
export const ADMIN_DAY_FORMAT = 'd MMM yyyy'

/** The date fields' pickers, which write their value as ADMIN_DATE_FORMAT or ADMIN_DAY_FORMAT do. */
export const dayPicker = { pickerAppearance: 'dayOnly', displayFormat: ADMIN_DAY_FORMAT } as const
export const dayAndTimePicker = {
  pickerAppearance: 'dayAndTime',
  displayFormat: ADMIN_DATE_FORMAT,
  timeFormat: 'HH:mm',
  timeIntervals: 15,
} as const

const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * A date and time as ADMIN_DATE_FORMAT writes it, in the site's time zone (Baghdad), in the
 * admin's language; with `seconds` where two saves can fall in the same minute (the version history).
 */
export function formatAdminDate(value: string | Date, language: string, { seconds = false } = {}): string {
  const locale = language === 'ar' ? 'ar' : 'en-GB'
  const key = `${locale}${seconds ? ':s' : ''}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      ...(seconds ? { second: '2-digit' } : {}),
      hourCycle: 'h23',
      timeZone,
      numberingSystem: 'latn',
    })
    formatters.set(key, format)
  }
  return format.format(new Date(value))
}
