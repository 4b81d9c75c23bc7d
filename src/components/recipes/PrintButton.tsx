'use client'

import { Printer } from '@/components/icons'
import { useSyncExternalStore } from 'react'

import styles from './PrintButton.module.css'

const subscribe = () => () => {}

/** Opens the browser's print dialog; shown only when scripts run, since it needs one. */
export function PrintButton({ label }: { label: string }) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
  if (!hydrated) return null
  return (
    <button type="button" className={styles.button} onClick={() => window.print()} data-print="hide">
      <Printer size={18} aria-hidden="true" />
      {label}
    </button>
  )
}
