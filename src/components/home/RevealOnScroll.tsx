'use client'

import { useEffect } from 'react'

/** The spec's scroll-animation offset: a section appears once it is this far inside the window. */
const OFFSET_PX = 120

/**
 * Lets the home page's sections slide in as they scroll into view. The server sends them
 * visible; only once this script runs are the sections still below the fold hidden, so
 * nothing is lost without JavaScript, and nothing moves for visitors who ask for reduced motion.
 */
export function RevealOnScroll() {
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window)) return
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          entry.target.setAttribute('data-reveal', 'shown')
          observer.unobserve(entry.target)
        }
      },
      { rootMargin: `0px 0px -${OFFSET_PX}px 0px` },
    )
    for (const element of document.querySelectorAll<HTMLElement>('[data-reveal]')) {
      if (element.getBoundingClientRect().top < window.innerHeight - OFFSET_PX) continue
      element.setAttribute('data-reveal', 'hidden')
      observer.observe(element)
    }
    document.documentElement.classList.add('reveal-on-scroll')
    return () => observer.disconnect()
  }, [])
  return null
}
