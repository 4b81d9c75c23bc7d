'use client'

import { EMBLEM } from '@/lib/brandAssets'

import styles from './states.module.css'
import { useStateTexts } from './StateTexts'

/**
 * The loading screen: the brand's emblem with a spinner. A client component, because Next renders
 * loading screens apart from the page, before the page has set the request's language.
 */
export function Loader() {
  const { loading } = useStateTexts()
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG needs no resizing */}
      <img src={EMBLEM.src} alt="" width={64} height={64} className={styles.logo} />
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{loading}</span>
    </div>
  )
}
