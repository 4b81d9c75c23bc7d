import { LoaderCircle } from '@/components/icons'

import styles from './SubmitButton.module.css'

type Props = { label: string; pendingLabel: string; pending: boolean }

/** The form's button; while the form is being sent it spins and cannot be pressed twice. */
export function SubmitButton({ label, pendingLabel, pending }: Props) {
  return (
    <button type="submit" className={styles.button} disabled={pending} aria-busy={pending || undefined}>
      {pending && <LoaderCircle size={20} className={styles.spinner} aria-hidden="true" />}
      <span>{pending ? pendingLabel : label}</span>
    </button>
  )
}
