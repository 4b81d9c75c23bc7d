'use client'

import { LayoutDashboard, LogOut } from '@/components/icons'
import { useEffect, useState } from 'react'

import { EXPIRED_SIGNED_IN_HINT, hasSignedInHint } from '@/lib/auth/signedInHint'

import styles from './DashboardLink.module.css'

type Props = { label: string; signOutLabel: string }

/**
 * Shown only to a signed-in administrator: the way to the dashboard, and to sign out.
 * It asks the API from the browser, so the page itself stays the same for everyone and
 * can be cached; and only when the browser carries the hint that a session was opened
 * (signedInHint.ts), so a visitor's cached page costs the application nothing.
 */
export function DashboardLink({ label, signOutLabel }: Props) {
  const [signedIn, setSignedIn] = useState(false)
  useEffect(() => {
    if (!hasSignedInHint(document.cookie)) return
    const controller = new AbortController()
    fetch('/api/users/me', { credentials: 'same-origin', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { user?: unknown } | null) => {
        // A session that ended (expired, or signed out elsewhere) leaves its hint behind.
        if (body && !body.user) document.cookie = EXPIRED_SIGNED_IN_HINT
        setSignedIn(Boolean(body?.user))
      })
      .catch(() => setSignedIn(false))
    return () => controller.abort()
  }, [])
  if (!signedIn) return null

  async function signOut() {
    await fetch('/api/users/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined)
    document.cookie = EXPIRED_SIGNED_IN_HINT
    setSignedIn(false)
  }

  return (
    <>
      {/* The admin is another application shell: a full page load, not a client-side route change. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/admin" className={styles.link}>
        <LayoutDashboard size={16} aria-hidden="true" />
        <span>{label}</span>
      </a>
      <button type="button" className={styles.signOut} onClick={signOut}>
        <LogOut size={16} aria-hidden="true" className="flip-in-rtl" />
        <span>{signOutLabel}</span>
      </button>
    </>
  )
}
