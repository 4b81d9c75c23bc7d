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
    const comparison = document.querySelector('.view-version__diff-wrap')
    if (!comparison?.parentNode) return
    const node = document.createElement('div')
    comparison.parentNode.insertBefore(node, comparison)
    // The slot exists only once the page is in the browser: there is nothing to render into before.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSlot(node)
    return () => {
      node.remove()
      setSlot(null)
    }
  }, [pathname, query])
  return slot
}
