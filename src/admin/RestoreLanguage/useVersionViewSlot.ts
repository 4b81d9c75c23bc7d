'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'

/**
 * A place in the body of Payload's version view, above the comparison and under its Restore
 * button, for what a restore does to each language. Payload offers version-view components
 * only in the page header (`views.edit.version.actions`), which is too narrow for a sentence
 * (it cut "Restoring changes Arabic; removes Kurdish" after a dozen letters); short of
 * replacing the whole view, the header component puts its panel here. Found by Payload's
 * class name; null where there is none, and the caller then stays in the header.
 */
export function useVersionViewSlot(): HTMLElement | null {
  const pathname = usePathname()
  const query = useSearchParams().toString()
  const [slot, setSlot] = useState<HTMLElement | null>(null)
  useEffect(() => {
    let node: HTMLElement | null = null
    const place = () => {
      const comparison = document.querySelector('.view-version__diff-wrap')
      if (!comparison?.parentNode) return false
      node = document.createElement('div')
      comparison.parentNode.insertBefore(node, comparison)
      setSlot(node)
      return true
    }
    // After a client-side navigation the header can be drawn before the comparison: wait for it.
    const observer = new MutationObserver(() => {
      if (place()) observer.disconnect()
    })
    if (!place()) observer.observe(document.body, { childList: true, subtree: true })
    return () => {
      observer.disconnect()
      node?.remove()
      setSlot(null)
    }
  }, [pathname, query])
  return slot
}
