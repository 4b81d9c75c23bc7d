'use client'

import { type ReactNode, useEffect, useRef } from 'react'

type Props = { id: string; label: string; className: string; children: ReactNode }

/**
 * The sections' navigation: a row in the desktop bar, and on a phone a popover panel that the
 * Menu button opens without JavaScript, and Esc or a tap outside closes. With JavaScript it
 * also closes when a link in it is chosen (the header stays on screen across client-side
 * navigations, so an open panel would otherwise cover the new page) and keeps Tab inside
 * while open.
 */
export function MenuPanel({ id, label, className, children }: Props) {
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    const nav = ref.current
    if (!nav) return
    const isOpen = () => nav.matches(':popover-open')
    const onClick = (event: MouseEvent) => {
      if (isOpen() && (event.target as Element).closest('a')) nav.hidePopover()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !isOpen()) return
      const links = [...nav.querySelectorAll<HTMLElement>('a[href]')]
      const first = links[0]
      const last = links[links.length - 1]
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') nav.querySelector<HTMLElement>('a[href]')?.focus()
    }
    nav.addEventListener('click', onClick)
    nav.addEventListener('keydown', onKeyDown)
    nav.addEventListener('toggle', onToggle)
    return () => {
      nav.removeEventListener('click', onClick)
      nav.removeEventListener('keydown', onKeyDown)
      nav.removeEventListener('toggle', onToggle)
    }
  }, [])
  return (
    <nav ref={ref} id={id} popover="auto" aria-label={label} className={className}>
      {children}
    </nav>
  )
}
