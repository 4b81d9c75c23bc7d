import type { ReactNode } from 'react'

import styles from './form.module.css'

type Props = {
  /** The field's id: its label points at it, and its help and mistake are `{id}-hint` and `{id}-error`. */
  id: string
  label: ReactNode
  error?: string
  hint?: string
  wide?: boolean
  children: ReactNode
}

export const hintIdOf = (id: string) => `${id}-hint`
export const errorIdOf = (id: string) => `${id}-error`

/** A label above its field, the help and the mistake below it: the site's forms' one shape. */
export function FormField({ id, label, error, hint, wide, children }: Props) {
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintIdOf(id)} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorIdOf(id)} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
