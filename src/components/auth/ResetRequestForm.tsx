'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useActionState } from 'react'

import { Link } from '@/i18n/navigation'

import { EmailField } from './FormField'
import { FormMessage } from './FormMessage'
import { requestPasswordReset, type ResetRequestState } from '@/auth/resetPassword'
import styles from './AuthForm.module.css'
import { SubmitButton } from './SubmitButton'

/** Asks for the e-mail address that gets the reset link. */
/** `permalink`: this page's address; without scripts the form is sent there (an empty `action` is invalid HTML). */
export function ResetRequestForm({ permalink }: { permalink: string }) {
  const t = useTranslations('resetPassword')
  const locale = useLocale()
  const [state, action, pending] = useActionState<ResetRequestState, FormData>(requestPasswordReset, { email: '' }, permalink)
  return (
    <form action={action} noValidate className={styles.form}>
      {state.sent && <FormMessage tone="success">{t('sent')}</FormMessage>}
      {state.tooManyMinutes && <FormMessage tone="error">{t('tooMany', { minutes: state.tooManyMinutes })}</FormMessage>}
      <input type="hidden" name="locale" value={locale} />
      <EmailField label={t('email')} defaultValue={state.email} error={state.fieldError && t(state.fieldError)} />
      <SubmitButton label={t('submit')} pendingLabel={t('submitting')} pending={pending} />
      <p className={styles.after}>
        <Link href="/login">{t('backToSignIn')}</Link>
      </p>
    </form>
  )
}
