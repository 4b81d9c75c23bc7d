import type { formats } from './formats'
import type { Locale } from './locales'
import type { Messages } from './messages'

/**
 * next-intl's types learn the site's languages, message keys and format names once, here:
 * a misspelt key in `t('...')`, an unknown format name or a locale that is none is a type error.
 */
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: Messages
    Formats: typeof formats
  }
}
