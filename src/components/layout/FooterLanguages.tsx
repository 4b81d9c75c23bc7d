import { type Locale, localeInfo, locales } from '@/i18n/locales'

import { LanguageFlag } from './LanguageFlag'
import { LanguageLink } from './LanguageLink'

/** Flags that switch the language and keep the visitor on the same page. */
export function FooterLanguages({ className, current }: { className: string; current: Locale }) {
  return (
    <ul className={className}>
      {locales.map((code) => (
        <li key={code}>
          <LanguageLink locale={code} current={code === current}>
            <LanguageFlag locale={code} />
            <span>{localeInfo[code].label}</span>
          </LanguageLink>
        </li>
      ))}
    </ul>
  )
}
