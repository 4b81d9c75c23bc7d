import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/ServerLink'

import styles from './AuthForm.module.css'
import { FormMessage } from './FormMessage'

/** What a used or expired link shows: the way to ask for a new one. */
export function ExpiredResetLink() {
  const t = useTranslations('resetPassword')
  return (
    <>
      <FormMessage tone="error">{t('expired')}</FormMessage>
      <p className={styles.after}>
        <Link href="/ResetPassword">{t('askAgain')}</Link>
      </p>
    </>
  )
}
