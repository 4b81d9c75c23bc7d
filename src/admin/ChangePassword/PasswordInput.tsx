import styles from './ChangePassword.module.css'

type Props = { name: string; label: string; autoComplete: string; hint?: string; error?: string }

/** A password field laid out like Payload's own fields, with its message under it. */
export function PasswordInput({ name, label, autoComplete, hint, error }: Props) {
  const id = `change-password-${name}`
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined
  return (
    <div className={`field-type text${error ? ' error' : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-type__wrap">
        <input
          id={id}
          name={name}
          type="password"
          autoComplete={autoComplete}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  )
}
