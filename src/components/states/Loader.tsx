'use client'

import styles from './states.module.css'
import { useStateTexts } from './StateTexts'

/**
 * The loading screen: the logo with a spinner. A client component, because Next renders
 * loading screens apart from the page, before the page has set the request's language.
 */
export function Loader() {
  const { loading } = useStateTexts()
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <span className={styles.logo} aria-hidden="true">
        H
      </span>
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{loading}</span>
    </div>
  )
}
