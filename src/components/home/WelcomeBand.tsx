import { Link } from '@/i18n/ServerLink'

import styles from './WelcomeBand.module.css'

type Props = { siteName: string; tagline: string; since: string; year: string; storyLabel: string }

/** The page's title under the slides: who we are, since when, and a way into the story. */
export function WelcomeBand({ siteName, tagline, since, year, storyLabel }: Props) {
  return (
    <section className={styles.band} aria-labelledby="welcome-heading">
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.since}>{since}</p>
          <h1 id="welcome-heading" className={styles.title}>
            {siteName}
          </h1>
          <p className={styles.tagline}>{tagline}</p>
          <Link href="/aboutUs" className={`${styles.story} arrow-after`}>
            {storyLabel}
          </Link>
        </div>
        <p className={styles.badge} aria-hidden="true">
          <span>{year}</span>
        </p>
      </div>
    </section>
  )
}
