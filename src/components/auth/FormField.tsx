import type { InputHTMLAttributes, ReactNode } from 'react'

import styles from './FormField.module.css'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & {
  name: string
  label: string
  /** The message for what is wrong with the value, shown under the field. */
  error?: string
  /** Help shown under the field, for example the rules a password must follow. */
  hint?: ReactNode
}

/** A labelled input whose error and help are read out with it. */
export function FormField({ name, label, error, hint, ...input }: Props) {
  const id = `field-${name}`
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {hint && (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      )}
    </div>
  )
}

type EmailProps = { label: string; defaultValue?: string; error?: string }

/** The e-mail address an account signs in with: the same field wherever it is asked for. */
export function EmailField({ label, defaultValue, error }: EmailProps) {
  return (
    <FormField
      name="email"
      type="email"
      label={label}
      autoComplete="username"
      inputMode="email"
      required
      defaultValue={defaultValue}
      error={error}
    />
  )
}
