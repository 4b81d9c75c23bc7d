import { getTranslations } from 'next-intl/server'

import styles from './states.module.css'

/** The loading screen: the logo with a spinner. */
export async function Loader() {
  const t = await getTranslations('states')
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
