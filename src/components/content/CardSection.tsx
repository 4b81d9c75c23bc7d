import type { ReactNode } from 'react'

import { Link } from '@/i18n/ServerLink'

import styles from './CardSection.module.css'

type Props = {
  id: string
  title: string
  intro?: ReactNode
  /** "See all recipes": the section's list page. */
  seeAll?: { href: string; label: string }
  children: ReactNode
  /** Marks the section for the home page's reveal-on-scroll. */
  reveal?: boolean
  tone?: 'plain' | 'warm'
}

/** A titled band of cards with a link to the whole list: the home page's sections and "Other news". */
export function CardSection({ id, title, intro, seeAll, children, reveal = false, tone = 'plain' }: Props) {
  const headingId = `${id}-heading`
  return (
    <section
      aria-labelledby={headingId}
      className={tone === 'warm' ? `${styles.section} ${styles.warm}` : styles.section}
      {...(reveal && { 'data-reveal': '' })}
      data-print="hide"
    >
      <div className={styles.head}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </div>
        {seeAll && (
          <Link href={seeAll.href} className={`${styles.seeAll} arrow-after`}>
            {seeAll.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  )
}
