import type { Locale } from '@/i18n/locales'

import styles from './LanguageFlag.module.css'

/** A small flag beside a language's name: the United Kingdom, Iraq or Kurdistan. */
export function LanguageFlag({ locale }: { locale: Locale }) {
  return <span className={`${styles.flag} ${styles[locale]}`} aria-hidden="true" />
}
