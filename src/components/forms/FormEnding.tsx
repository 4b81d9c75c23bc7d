import type { InputHTMLAttributes } from 'react'

import { LoaderCircle } from '@/components/icons'
import { HONEYPOT_FIELD } from '@/lib/formText'

import { errorIdOf } from './FormField'
import styles from './form.module.css'

/** The hidden field only robots fill in. `idPrefix` keeps its id apart from another form's. */
export function HoneypotField({ idPrefix, label }: { idPrefix: string; label: string }) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`
  return (
    // Robots fill in every field; people do not see this one, nor does a screen reader.
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

type ConsentProps = {
  /** The checkbox's attributes (id, name, aria-describedby naming `privacyId`…). */
  input: InputHTMLAttributes<HTMLInputElement> & { id: string }
  label: string
  error?: string
  /** The id of the sentence on how the details are used, which the checkbox points to. */
  privacyId: string
  privacy: string
  privacyLink: { href: string; text: string }
}

/** The consent box of a form that collects personal data, with its mistake and the privacy notice's link. */
export function ConsentField({ input, label, error, privacyId, privacy, privacyLink }: ConsentProps) {
  return (
    <div className={styles.consent}>
      <div className={styles.check}>
        <input {...input} type="checkbox" value="yes" required />
        <label htmlFor={input.id}>{label}</label>
      </div>
      {error && (
        <p id={errorIdOf(input.id)} className={styles.error}>
          {error}
        </p>
      )}
      <p id={privacyId} className={styles.hint}>
        {privacy} <a href={privacyLink.href}>{privacyLink.text}</a>
      </p>
    </div>
  )
}

/** The form's button; while the form is being sent it spins and cannot be pressed twice. */
export function FormSubmit({ label, pendingLabel, pending }: { label: string; pendingLabel: string; pending: boolean }) {
  return (
    <button type="submit" className={styles.submit} disabled={pending} aria-busy={pending || undefined}>
      {pending && <LoaderCircle size={20} className={styles.spinner} aria-hidden="true" />}
      <span>{pending ? pendingLabel : label}</span>
    </button>
  )
}
