'use client'

import { Banner, Button, useTranslation } from '@payloadcms/ui'
import { type FormEvent, startTransition, useActionState, useEffect, useRef } from 'react'

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/auth/credentials'

import { adminT } from '../translations'
import { PasswordInput } from './PasswordInput'
import { changePassword, type ChangePasswordState } from './changePasswordAction'
import styles from './ChangePassword.module.css'

const limits = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }

/** Current password, new password, and the new one again. */
export function ChangePasswordForm() {
  const { t: payloadT } = useTranslation()
  const t = adminT(payloadT)
  const [state, action, pending] = useActionState<ChangePasswordState, FormData>(changePassword, {})
  const form = useRef<HTMLFormElement>(null)
  const errors = state.fieldErrors ?? {}

  // Sent by hand rather than through `action`, so a refused change keeps what was typed.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    startTransition(() => action(data))
  }

  useEffect(() => {
    if (state.changed) form.current?.reset()
    // Bring the first wrong field into view, so the editor sees what to fix.
    const first = (['current', 'password', 'confirm'] as const).find((name) => state.fieldErrors?.[name])
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus()
  }, [state])

  return (
    <form ref={form} onSubmit={submit} className={styles.form} noValidate>
      {state.changed && (
        <div role="status">
          <Banner type="success">{t('hawler:passwordChanged')}</Banner>
        </div>
      )}
      {state.problem && (
        <div role="alert">
          <Banner type="error">
            {state.problem.key === 'locked' ? t('hawler:locked', { minutes: state.problem.minutes }) : t('hawler:failed')}
          </Banner>
        </div>
      )}
      <PasswordInput
        name="current"
        label={t('hawler:currentPassword')}
        autoComplete="current-password"
        error={errors.current && t(`hawler:${errors.current}`)}
      />
      <PasswordInput
        name="password"
        label={t('hawler:newPassword')}
        autoComplete="new-password"
        hint={t('hawler:passwordRules', limits)}
        error={errors.password && t(`hawler:${errors.password}`, limits)}
      />
      <PasswordInput
        name="confirm"
        label={t('hawler:confirmPassword')}
        autoComplete="new-password"
        error={errors.confirm && t(`hawler:${errors.confirm}`)}
      />
      <Button type="submit" buttonStyle="primary" size="large" disabled={pending}>
        {pending ? t('hawler:saving') : t('hawler:changePasswordSubmit')}
      </Button>
    </form>
  )
}
