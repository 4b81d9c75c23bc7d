'use client'

import { LayoutDashboard } from 'lucide-react'
import { useEffect, useState } from 'react'

import styles from './DashboardLink.module.css'

/**
 * Shown only to a signed-in administrator. It asks the API from the browser, so the
 * page itself stays the same for everyone and can be cached.
 */
export function DashboardLink({ label }: { label: string }) {
  const [signedIn, setSignedIn] = useState(false)
  useEffect(() => {
    const controller = new AbortController()
    fetch('/api/users/me', { credentials: 'same-origin', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { user?: unknown } | null) => setSignedIn(Boolean(body?.user)))
      .catch(() => setSignedIn(false))
    return () => controller.abort()
  }, [])
  if (!signedIn) return null
  return (
    // The admin is another application shell: a full page load, not a client-side route change.
    // eslint-disable-next-line @next/next/no-html-link-for-pages
    <a href="/admin" className={styles.link}>
      <LayoutDashboard size={16} aria-hidden="true" />
      <span>{label}</span>
    </a>
  )
}
