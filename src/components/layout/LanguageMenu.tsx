import { Globe } from '@/components/icons'
import { type Locale, localeInfo, locales } from '@/i18n/locales'

import { LanguageLink } from './LanguageLink'
import styles from './LanguageMenu.module.css'

type Props = { label: string; current: Locale }

/** English, العربية, کوردی: links to the same page in each language; works without JavaScript too. */
export function LanguageMenu({ label, current }: Props) {
  return (
    <details className={styles.menu}>
      <summary className={styles.button}>
        <Globe size={16} aria-hidden="true" />
        <span className="visually-hidden">{label}: </span>
        <span>{localeInfo[current].label}</span>
      </summary>
      <ul className={styles.list}>
        {locales.map((locale) => (
          <li key={locale}>
            <LanguageLink locale={locale} current={locale === current} className={styles.option}>
              {localeInfo[locale].label}
            </LanguageLink>
          </li>
        ))}
      </ul>
    </details>
  )
}
