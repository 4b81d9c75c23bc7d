'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { type FormEvent, useEffect, useRef, useState } from 'react'

import { ConsentField, FormSubmit, HoneypotField } from '@/components/forms/FormEnding'
import { fieldAttributes, FormField, hintIdOf } from '@/components/forms/FormField'
import { FormMistakes } from '@/components/forms/FormMistakes'
import styles from '@/components/forms/form.module.css'
import type { ApplicationAnswer } from '@/lib/applications/answer'
import { APPLICATION_FIELDS, APPLICATION_LIMITS, type ApplicationField, MAX_CV_BYTES } from '@/lib/applications/limits'

type Props = {
  /** Where the form is posted (`/jobs/{slug}/apply`): it answers a page without scripts, JSON with them. */
  action: string
  /** The thank-you page, opened once the application is stored. */
  appliedPath: string
  /** The privacy notice in the visitor's language. */
  privacyPath: string
  /** How long applications are kept (the site settings), said under the consent box. */
  retentionDays: number
}

const id = (field: ApplicationField | 'privacy') => `application-${field}`

/**
 * The application form of an open job's page. Without scripts the browser posts it, CV and
 * all, and the answer is a page. With them it is sent in the background: each mistake is said
 * under its field and listed at the top, the values stay, and a CV over 5 MB is refused
 * before it is uploaded.
 */
export function ApplicationForm({ action, appliedPath, privacyPath, retentionDays }: Props) {
  const t = useTranslations('application')
  const router = useRouter()
  const notice = useRef<HTMLDivElement>(null)
  const [errors, setErrors] = useState<Partial<Record<ApplicationField, string>>>({})
  const [problem, setProblem] = useState<string>()
  const [pending, setPending] = useState(false)
  // Counts the answers shown, so that the same mistake said twice takes the focus again.
  const [answers, setAnswers] = useState(0)

  // After each answer the summary or the problem takes the focus, so it is read out and seen.
  // An effect runs once the answer is on the page; a frame callback could run before it is.
  useEffect(() => {
    if (answers > 0) notice.current?.focus()
  }, [answers])

  const show = (fieldErrors: Partial<Record<ApplicationField, string>>, message?: string) => {
    setErrors(fieldErrors)
    setProblem(message)
    setAnswers((count) => count + 1)
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const cv = form.get('cv')
    if (cv instanceof File && cv.size > MAX_CV_BYTES) return show({ cv: t('cvTooLarge') })
    setPending(true)
    try {
      const response = await fetch(action, { method: 'POST', body: form, headers: { Accept: 'application/json' } })
      const answer = (await response.json().catch(() => ({}))) as ApplicationAnswer
      if (response.ok && 'sent' in answer) return router.push(appliedPath)
      const fieldErrors: Partial<Record<ApplicationField, string>> = {}
      let message: string | undefined
      for (const error of 'errors' in answer ? answer.errors : []) {
        if (error.field) fieldErrors[error.field] = error.message
        else message ??= error.message
      }
      show(fieldErrors, message ?? (Object.keys(fieldErrors).length === 0 ? t('failed') : undefined))
    } catch {
      show({}, t('failed'))
    } finally {
      setPending(false)
    }
  }

  const described = fieldAttributes<ApplicationField>(id, (field) => Boolean(errors[field]))
  const failed = APPLICATION_FIELDS.filter((field) => errors[field])
  const optional = <span className={styles.optional}>{t('optional')}</span>

  return (
    <form action={action} method="post" encType="multipart/form-data" noValidate className={styles.form} onSubmit={submit}>
      <FormMistakes
        title={t('errorSummary')}
        mistakes={failed.map((field) => ({ id: id(field), message: errors[field] }))}
        problem={problem}
        notice={notice}
      />

      <div className={styles.fields}>
        <FormField id={id('name')} label={t('name')} error={errors.name}>
          <input {...described('name')} type="text" autoComplete="name" required maxLength={APPLICATION_LIMITS.name} />
        </FormField>
        <FormField id={id('email')} label={t('email')} error={errors.email}>
          <input
            {...described('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={APPLICATION_LIMITS.email}
          />
        </FormField>
        <FormField id={id('phone')} label={t('phone')} error={errors.phone}>
          <input {...described('phone')} type="tel" autoComplete="tel" required maxLength={APPLICATION_LIMITS.phone} dir="ltr" />
        </FormField>
        <FormField id={id('cv')} label={t('cv')} error={errors.cv} hint={t('cvHint')}>
          <input {...described('cv', hintIdOf(id('cv')))} type="file" accept="application/pdf,.pdf" required />
        </FormField>
        <FormField
          id={id('message')}
          label={
            <>
              {t('message')} {optional}
            </>
          }
          error={errors.message}
          hint={t('messageHint')}
          wide
        >
          <textarea {...described('message', hintIdOf(id('message')))} rows={5} maxLength={APPLICATION_LIMITS.message} />
        </FormField>
      </div>

      <HoneypotField idPrefix="application" label={t('honeypot')} />
      <ConsentField
        input={described('consent', id('privacy'))}
        label={t('consent')}
        error={errors.consent}
        privacyId={id('privacy')}
        privacy={t('privacy', { days: retentionDays })}
        privacyLink={{ href: privacyPath, text: t('privacyLink') }}
      />

      <FormSubmit label={t('submit')} pendingLabel={t('submitting')} pending={pending} />
    </form>
  )
}
