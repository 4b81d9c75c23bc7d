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

/**
 * For a form's fields: the attributes that give a field its id, name and look, and tie it to
 * its mistake (while it has one) and its help. `consent` is the form's consent box.
 */
export function fieldAttributes<Field extends string>(idOf: (field: Field) => string, hasMistake: (field: Field) => boolean) {
  return (field: Field, ...help: string[]) => {
    const ids = [hasMistake(field) ? errorIdOf(idOf(field)) : '', ...help].filter(Boolean).join(' ')
    return {
      id: idOf(field),
      name: field,
      className: field === 'consent' ? styles.box : styles.input,
      'aria-invalid': hasMistake(field) ? true : undefined,
      'aria-describedby': ids || undefined,
    }
  }
}

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
