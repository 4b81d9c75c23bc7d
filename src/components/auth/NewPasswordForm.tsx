'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useActionState, useState } from 'react'

import { type NewPasswordFieldErrors, newPasswordFieldErrors, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/auth/credentials'

import { ExpiredResetLink } from './ExpiredResetLink'
import { FormField } from './FormField'
import { FormMessage } from './FormMessage'
import { type NewPasswordState, setNewPassword } from '@/auth/resetPassword'
import styles from './AuthForm.module.css'
import { SubmitButton } from './SubmitButton'

const limits = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }

/** The new password twice, with the rules it must follow shown beside it. */
/** `permalink`: this page's address; without scripts the form is sent there (an empty `action` is invalid HTML). */
export function NewPasswordForm({ token, permalink }: { token: string; permalink: string }) {
  const t = useTranslations('resetPassword')
  const [state, action, pending] = useActionState<NewPasswordState, FormData>(setNewPassword, {}, permalink)
  const [checked, setChecked] = useState<NewPasswordFieldErrors | null>(null)
  const fieldErrors = checked ?? state.fieldErrors ?? {}

  function check(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget)
    const errors = newPasswordFieldErrors(String(data.get('password') ?? ''), String(data.get('confirm') ?? ''))
    setChecked(errors ?? null)
    if (!errors) return
    event.preventDefault()
    event.currentTarget.querySelector<HTMLInputElement>(`[name="${errors.password ? 'password' : 'confirm'}"]`)?.focus()
  }

  if (state.problem === 'expired') return <ExpiredResetLink />

  return (
    <form action={action} onSubmit={check} noValidate className={styles.form}>
      {state.problem && !checked && <FormMessage tone="error">{t(state.problem, { minutes: state.tooManyMinutes ?? 1 })}</FormMessage>}
      <input type="hidden" name="token" value={token} />
      <FormField
        name="password"
        type="password"
        label={t('newPassword')}
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        error={fieldErrors.password && t(fieldErrors.password, limits)}
        hint={
          <>
            <p className={styles.rulesTitle}>{t('rulesTitle')}</p>
            <ul>
              <li>{t('ruleLength', limits)}</li>
              <li>{t('ruleNotEmail')}</li>
            </ul>
          </>
        }
      />
      <FormField
        name="confirm"
        type="password"
        label={t('confirmPassword')}
        autoComplete="new-password"
        required
        error={fieldErrors.confirm && t(fieldErrors.confirm)}
      />
      <SubmitButton label={t('save')} pendingLabel={t('saving')} pending={pending} />
    </form>
  )
}
