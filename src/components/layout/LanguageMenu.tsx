'use client'

import { Globe } from '@/components/icons'
import { useLocale } from 'next-intl'

import { localeInfo, locales } from '@/i18n/locales'
import { Link, usePathname } from '@/i18n/navigation'

import styles from './LanguageMenu.module.css'

/** English, العربية, کوردی: links to the same page in each language; works without JavaScript too. */
export function LanguageMenu({ label }: { label: string }) {
  const current = useLocale()
  const pathname = usePathname()
  return (
    <details className={styles.menu}>
      <summary className={styles.button}>
        <Globe size={16} aria-hidden="true" />
        <span className="visually-hidden">{label}: </span>
        <span>{localeInfo[current as keyof typeof localeInfo]?.label}</span>
      </summary>
      <ul className={styles.list}>
        {locales.map((locale) => (
          <li key={locale}>
            <Link
              href={pathname}
              locale={locale}
              lang={localeInfo[locale].tag}
              hrefLang={localeInfo[locale].tag}
              aria-current={locale === current ? 'true' : undefined}
              className={styles.option}
            >
              {localeInfo[locale].label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  )
}
