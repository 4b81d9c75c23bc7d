'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useActionState, useState } from 'react'

import { signIn, type SignInState } from '@/auth/signIn'
import { Link } from '@/i18n/navigation'
import { type SignInFieldErrors, signInFieldErrors } from '@/lib/auth/credentials'

import { EmailField, FormField } from './FormField'
import { FormMessage } from './FormMessage'
import styles from './AuthForm.module.css'
import { SubmitButton } from './SubmitButton'

type Props = {
  redirectTo: string
  /** This page's address: without scripts the form is sent there (an empty `action` is invalid HTML). */
  permalink: string
}

/**
 * E-mail and password. Mistakes are caught here before sending when scripts run, and
 * again by the server action, which also answers when they do not.
 */
export function SignInForm({ redirectTo, permalink }: Props) {
  const t = useTranslations('login')
  const [state, action, pending] = useActionState<SignInState, FormData>(signIn, { email: '' }, permalink)
  // Errors found in the browser replace the server's answer until the next send.
  const [checked, setChecked] = useState<SignInFieldErrors | null>(null)
  const fieldErrors = checked ?? state.fieldErrors ?? {}
  const problem = checked ? undefined : state.problem

  function check(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget)
    const errors = signInFieldErrors(String(data.get('email') ?? ''), String(data.get('password') ?? ''))
    setChecked(errors ?? null)
    if (!errors) return
    event.preventDefault()
    const first = errors.email ? 'email' : 'password'
    event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus()
  }

  return (
    <form action={action} onSubmit={check} noValidate className={styles.form}>
      {problem && (
        <FormMessage tone="error">{'minutes' in problem ? t(problem.key, { minutes: problem.minutes }) : t(problem.key)}</FormMessage>
      )}
      <input type="hidden" name="redirect" value={redirectTo} />
      <EmailField label={t('email')} defaultValue={state.email} error={fieldErrors.email && t(fieldErrors.email)} />
      <FormField
        name="password"
        type="password"
        label={t('password')}
        autoComplete="current-password"
        required
        error={fieldErrors.password && t(fieldErrors.password)}
      />
      <p className={styles.forgot}>
        <Link href="/ResetPassword">{t('forgotPassword')}</Link>
      </p>
      <SubmitButton label={t('submit')} pendingLabel={t('submitting')} pending={pending} />
    </form>
  )
}
