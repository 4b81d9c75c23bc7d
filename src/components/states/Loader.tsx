'use client'

import { useTranslations } from 'next-intl'

import styles from './states.module.css'

/**
 * The loading screen: the logo with a spinner. A client component, because Next renders
 * loading screens apart from the page, before the page has set the request's language.
 */
export function Loader() {
  const t = useTranslations('states')
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <span className={styles.logo} aria-hidden="true">
        H
      </span>
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  )
}
