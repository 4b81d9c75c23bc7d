import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

import styles from './states.module.css'

export async function NotFoundScreen() {
  const t = await getTranslations('states')
  return (
    <main id="main" className={styles.screen}>
      <p className={styles.code}>404</p>
      <h1>{t('notFoundTitle')}</h1>
      <p className={styles.message}>{t('notFoundText')}</p>
      <Link href="/" className={styles.button}>
        {t('backHome')}
      </Link>
    </main>
  )
}
