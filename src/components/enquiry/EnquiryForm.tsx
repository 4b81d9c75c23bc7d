'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useActionState, useEffect, useRef } from 'react'

import { CircleCheck } from '@/components/icons'
import { type EnquiryState, initialEnquiryState } from '@/lib/enquiries/formState'
import { ENQUIRY_FIELDS, ENQUIRY_LIMITS, type EnquiryField, type EnquiryFieldErrors, errorKey } from '@/lib/enquiries/validation'

import { pathInLanguage } from '@/i18n/languagePath'
import { privacyPath } from '@/lib/legalPages'

import { ConsentField, FormSubmit, HoneypotField } from '@/components/forms/FormEnding'
import { fieldAttributes, FormField, hintIdOf } from '@/components/forms/FormField'
import { FormMistakes } from '@/components/forms/FormMistakes'
import styles from '@/components/forms/form.module.css'

type Props = {
  /** The server action that checks, stores and e-mails the enquiry (src/app/…/contactUs/sendEnquiry.ts). */
  action: (previous: EnquiryState, form: FormData) => Promise<EnquiryState>
  /** This page's address: without scripts the form is posted there and the page shows the answer. */
  permalink: string
  /** How long enquiries are kept (the site settings), said under the consent box. */
  retentionDays: number
}

const id = (field: EnquiryField | 'privacy') => `enquiry-${field}`
const hintId = (field: EnquiryField) => hintIdOf(id(field))
const maxLength: Partial<Record<EnquiryField, number>> = ENQUIRY_LIMITS

/**
 * The enquiry form of the contact page: labels above the fields, each mistake said under its
 * field and listed at the top, the values kept after a mistake and cleared after the thank-you.
 */
export function EnquiryForm({ action, permalink, retentionDays }: Props) {
  const t = useTranslations('enquiry')
  const locale = useLocale()
  const [state, formAction, pending] = useActionState(action, initialEnquiryState, permalink)
  const notice = useRef<HTMLDivElement>(null)
  const { values, errors = {}, problem, sent } = state

  // After each answer the message about it takes the focus, so it is read out and seen;
  // without scripts the page opens at the form (the permalink's #enquiry).
  useEffect(() => {
    if (state !== initialEnquiryState) notice.current?.focus()
  }, [state])

  const message = <F extends EnquiryField>(field: F) => {
    const problem = errors[field] as NonNullable<EnquiryFieldErrors[F]> | undefined
    return problem && t(errorKey(field, problem), { max: maxLength[field] ?? 0, min: ENQUIRY_LIMITS.messageMin })
  }
  const described = fieldAttributes<EnquiryField>(id, (field) => Boolean(errors[field]))
  const failed = ENQUIRY_FIELDS.filter((field) => errors[field])

  return (
    <form action={formAction} noValidate className={styles.form}>
      <div role="status" className={styles.status}>
        {sent && (
          <div ref={notice} tabIndex={-1} className={styles.thanks}>
            <CircleCheck size={28} aria-hidden="true" className={styles.thanksIcon} />
            <div>
              <p className={styles.thanksTitle}>{t('sentTitle', { name: sent.name })}</p>
              <p>{t('sent', { email: sent.email })}</p>
            </div>
          </div>
        )}
      </div>
      <FormMistakes
        title={t('errorSummary')}
        mistakes={failed.map((field) => ({ id: id(field), message: message(field) }))}
        problem={problem && (problem.key === 'tooMany' ? t('tooMany', { minutes: problem.minutes }) : t('failed'))}
        notice={notice}
      />

      <input type="hidden" name="locale" value={locale} />
      <div className={styles.fields}>
        <FormField id={id('name')} label={t('name')} error={message('name')}>
          <input
            {...described('name')}
            type="text"
            autoComplete="name"
            required
            maxLength={ENQUIRY_LIMITS.name}
            defaultValue={values.name}
          />
        </FormField>
        <FormField
          id={id('company')}
          label={
            <>
              {t('company')} <span className={styles.optional}>{t('optional')}</span>
            </>
          }
          error={message('company')}
        >
          <input
            {...described('company')}
            type="text"
            autoComplete="organization"
            maxLength={ENQUIRY_LIMITS.company}
            defaultValue={values.company}
          />
        </FormField>
        <FormField id={id('country')} label={t('country')} error={message('country')}>
          <input
            {...described('country')}
            type="text"
            autoComplete="country-name"
            required
            maxLength={ENQUIRY_LIMITS.country}
            defaultValue={values.country}
          />
        </FormField>
        <FormField id={id('email')} label={t('email')} error={message('email')}>
          <input
            {...described('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={ENQUIRY_LIMITS.email}
            defaultValue={values.email}
          />
        </FormField>
        <FormField id={id('message')} label={t('message')} error={message('message')} hint={t('messageHint')} wide>
          <textarea
            {...described('message', hintId('message'))}
            rows={6}
            required
            minLength={ENQUIRY_LIMITS.messageMin}
            maxLength={ENQUIRY_LIMITS.message}
            defaultValue={values.message}
          />
        </FormField>
      </div>

      <HoneypotField idPrefix="enquiry" label={t('honeypot')} />
      <ConsentField
        input={{ ...described('consent', id('privacy')), defaultChecked: values.consent }}
        label={t('consent')}
        error={errors.consent && message('consent')}
        privacyId={id('privacy')}
        privacy={t('privacy', { days: retentionDays })}
        privacyLink={{ href: pathInLanguage(privacyPath, locale), text: t('privacyLink') }}
      />

      <FormSubmit label={t('submit')} pendingLabel={t('submitting')} pending={pending} />
    </form>
  )
}
