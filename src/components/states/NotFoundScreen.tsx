import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/ServerLink'

import styles from './states.module.css'

/** The translated 404 message; the layout around it gives the page its `<main>`. */
export async function NotFoundScreen() {
  const t = await getTranslations('states')
  return (
    <div className={styles.screen}>
      <p className={styles.code}>404</p>
      <h1>{t('notFoundTitle')}</h1>
      <p className={styles.message}>{t('notFoundText')}</p>
      <Link href="/" className={styles.button}>
        {t('backHome')}
      </Link>
    </div>
  )
}
