import { LockKeyhole } from '@/components/icons'
import type { ReactNode } from 'react'

import styles from './AuthCard.module.css'

type Props = { title: string; intro?: ReactNode; children: ReactNode }

/** The frame of the sign-in and password pages: one card in the middle of the page. */
export function AuthCard({ title, intro, children }: Props) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-title">
        <span className={styles.icon} aria-hidden="true">
          <LockKeyhole size={24} />
        </span>
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {intro && <div className={styles.intro}>{intro}</div>}
        {children}
      </section>
    </div>
  )
}
