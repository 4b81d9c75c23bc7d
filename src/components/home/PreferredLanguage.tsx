import { defaultLocale, type Locale } from '@/i18n/locales'
import { preferredLanguageScript } from '@/i18n/preferredLanguageScript'

/**
 * On the English home page `/`, the first thing in the body: sends a visitor who chose or
 * prefers Arabic or Kurdish to `/ar` or `/ckb` before the page is painted, so that `/` itself
 * is the same for everybody and any cache may keep it.
 */
export function PreferredLanguage({ locale }: { locale: Locale }) {
  if (locale !== defaultLocale) return null
  return <script dangerouslySetInnerHTML={{ __html: preferredLanguageScript }} />
}
