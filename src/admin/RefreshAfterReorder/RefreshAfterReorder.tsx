'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/** Payload's endpoint that saves a drag in an orderable list. */
const REORDER = '/api/reorder'

/**
 * After a slide is dragged to its new place, the list reads the slides again, so each row
 * shows the position it now has. Payload moves the row at once but keeps the cells it had
 * (the position is worked out on the server, src/collections/Sliders.ts). Its request is
 * watched through the browser's record of finished requests, which Payload does not expose.
 */
export function RefreshAfterReorder() {
  const router = useRouter()
  useEffect(() => {
    const observer = new PerformanceObserver((list) => {
      const saved = list.getEntries().some((entry) => {
        const request = entry as PerformanceResourceTiming
        return new URL(request.name, window.location.href).pathname === REORDER && !(request.responseStatus >= 400)
      })
      if (saved) router.refresh()
    })
    observer.observe({ type: 'resource' })
    return () => observer.disconnect()
  }, [router])
  return null
}
