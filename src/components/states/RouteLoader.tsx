'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'

import { Loader } from './Loader'
import styles from './states.module.css'

/** How long a navigation may take before the loading screen appears. */
const DELAY_MS = 300

/**
 * The loading screen (logo and spinner) for slow navigations between pages. It is not a
 * `loading.tsx`: that would stream every page, which hides content from visitors without
 * JavaScript and turns a missing page's 404 into a 200.
 */
export function RouteLoader() {
  const pathname = usePathname()
  const search = useSearchParams()
  const here = `${pathname}?${search}`
  // The address a navigation started from; while we are still there, it is pending.
  const [leaving, setLeaving] = useState<string | null>(null)
  const [delayPassed, setDelayPassed] = useState(false)
  const pending = leaving === here

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest?.('a')
      if (!link || link.target || link.hasAttribute('download')) return
      const url = new URL(link.href, window.location.href)
      if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.search === window.location.search))
        return
      setDelayPassed(false)
      setLeaving(`${window.location.pathname}?${window.location.search.slice(1)}`)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  useEffect(() => {
    if (!pending) return
    const timer = window.setTimeout(() => setDelayPassed(true), DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [pending])

  if (!pending || !delayPassed) return null
  return (
    <div className={styles.overlay}>
      <Loader />
    </div>
  )
}
