import { CircleAlert, CircleCheck } from '@/components/icons'
import type { ReactNode } from 'react'

import styles from './FormMessage.module.css'

type Props = { tone: 'error' | 'success'; children: ReactNode }

/** A message about the whole form (it failed, or it worked), announced when it appears. */
export function FormMessage({ tone, children }: Props) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck
  return (
    <div className={`${styles.message} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon size={20} aria-hidden="true" className={styles.icon} />
      <p>{children}</p>
    </div>
  )
}
