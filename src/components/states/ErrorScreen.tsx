'use client'

import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

import styles from './states.module.css'

/** 'Something went wrong', the error message, and a 'Try again' button to the home page. */
export function ErrorScreen({ message }: { message?: string }) {
  const t = useTranslations('states')
  return (
    <main id="main" className={styles.screen} role="alert">
      <h1>{t('errorTitle')}</h1>
      {message && <p className={styles.message}>{message}</p>}
      <Link href="/" className={styles.button}>
        {t('tryAgain')}
      </Link>
    </main>
  )
}
