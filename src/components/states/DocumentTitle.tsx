'use client'

import { useEffect } from 'react'

/**
 * Sets the tab's title once the page has hydrated. Next (16, vercel/next.js#95836) sends a
 * not-found file's own title in the HTML, then puts the layout's title back when the page
 * hydrates; this puts the page's title back again.
 */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title
  }, [title])
  return null
}
