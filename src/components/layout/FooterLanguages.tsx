'use client'

import { localeInfo, locales } from '@/i18n/locales'
import { Link, usePathname } from '@/i18n/navigation'

import { LanguageFlag } from './LanguageFlag'

/** Flags that switch the language and keep the visitor on the same page. */
export function FooterLanguages({ className }: { className: string }) {
  const pathname = usePathname()
  return (
    <ul className={className}>
      {locales.map((code) => (
        <li key={code}>
          <Link href={pathname} locale={code} lang={localeInfo[code].tag} hrefLang={localeInfo[code].tag}>
            <LanguageFlag locale={code} />
            <span>{localeInfo[code].label}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
