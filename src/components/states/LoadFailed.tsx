import { CloudOff } from '@/components/icons'
import { getTranslations } from 'next-intl/server'

import styles from './states.module.css'

/** 'Oops! Please try again later.': where a part of a page could not load its data. */
export async function LoadFailed() {
  const t = await getTranslations('states')
  return (
    <div className={styles.failed} role="alert">
      <CloudOff size={32} aria-hidden="true" />
      <p>{t('loadFailed')}</p>
    </div>
  )
}
