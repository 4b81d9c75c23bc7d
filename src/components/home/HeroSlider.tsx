'use client'

import { ChevronLeft, ChevronRight, Pause, Play } from '@/components/icons'
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'

import styles from './HeroSlider.module.css'

/** How long a slide stays before the next one comes. */
const INTERVAL_MS = 6000
/** Waits for a swipe to settle before reading which slide it ended on (the spec's debounce). */
const SCROLL_DEBOUNCE_MS = 50

type Labels = { region: string; carousel: string; previous: string; next: string; pause: string; play: string; dots: string[] }

type Props = { labels: Labels; children: ReactNode }

const noSubscription = () => () => {}
const reducedMotionQuery = '(prefers-reduced-motion: reduce)'
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/**
 * The home page's slides. The server renders every slide in a scroll-snapping row, so all
 * of them can be read and swiped without JavaScript; this island adds buttons, dots, arrow
 * keys and auto-advance, which pauses on hover and focus and never runs for visitors who
 * ask for reduced motion.
 */
export function HeroSlider({ labels, children }: Props) {
  const track = useRef<HTMLDivElement>(null)
  const count = labels.dots.length
  const [current, setCurrent] = useState(0)
  // The slide a button or key asked for, while the row scrolls there: the slides it passes
  // on the way must not become the current one (on a slow device the scroll pauses on them).
  const heading = useRef<number | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [paused, setPaused] = useState(false)
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => true,
  )

  const goTo = useCallback(
    (index: number) => {
      const element = track.current
      if (!element || count === 0) return
      const target = (index + count) % count
      // Right-to-left rows scroll towards negative offsets.
      const sign = getComputedStyle(element).direction === 'rtl' ? -1 : 1
      const left = sign * target * element.clientWidth
      // Already there, no scroll follows that would end the heading.
      heading.current = Math.abs(element.scrollLeft - left) > 1 ? target : null
      element.scrollTo({ left, behavior: reducedMotion ? 'instant' : 'smooth' })
      setCurrent(target)
    },
    [count, reducedMotion],
  )

  // A swipe or a scroll by the browser (focus moving into a slide) changes the slide too.
  useEffect(() => {
    const element = track.current
    if (!element) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const onScroll = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        const index = Math.round(Math.abs(element.scrollLeft) / element.clientWidth)
        if (heading.current !== null && heading.current !== index) return
        heading.current = null
        setCurrent(index)
      }, SCROLL_DEBOUNCE_MS)
    }
    // The visitor's own swipe or wheel takes over from a scroll the slider started.
    const takeOver = () => {
      heading.current = null
    }
    element.addEventListener('scroll', onScroll, { passive: true })
    element.addEventListener('pointerdown', takeOver, { passive: true })
    element.addEventListener('wheel', takeOver, { passive: true })
    element.addEventListener('touchstart', takeOver, { passive: true })
    return () => {
      element.removeEventListener('scroll', onScroll)
      element.removeEventListener('pointerdown', takeOver)
      element.removeEventListener('wheel', takeOver)
      element.removeEventListener('touchstart', takeOver)
      clearTimeout(timer)
    }
  }, [])

  // Slides out of view are out of the tab order and hidden from screen readers.
  useEffect(() => {
    const slides = Array.from(track.current?.children ?? [])
    slides.forEach((slide, index) => {
      slide.toggleAttribute('inert', index !== current)
    })
  }, [current])

  const running = count > 1 && !reducedMotion && !paused && !hovered && !focused
  useEffect(() => {
    if (!running) return
    const timer = setTimeout(() => goTo(current + 1), INTERVAL_MS)
    return () => clearTimeout(timer)
  }, [running, current, goTo])

  const onKeyDown = (event: KeyboardEvent) => {
    const rtl = track.current && getComputedStyle(track.current).direction === 'rtl'
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key]
    if (step) {
      event.preventDefault()
      goTo(current + step)
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault()
      goTo(event.key === 'Home' ? 0 : count - 1)
    }
  }

  return (
    <section
      className={styles.slider}
      aria-roledescription={labels.carousel}
      aria-label={labels.region}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
      onKeyDown={onKeyDown}
    >
      {/* Focusable so the row can be scrolled with the keyboard before scripts run. */}
      <div
        ref={track}
        className={hydrated ? `${styles.track} ${styles.enhanced}` : styles.track}
        aria-live={running ? 'off' : 'polite'}
        tabIndex={hydrated ? -1 : 0}
      >
        {children}
      </div>
      {/* The row is there from the first paint, its buttons once scripts run: nothing below moves. */}
      {count > 1 && (
        <div className={styles.controls}>
          {hydrated && (
            <>
              <button type="button" className={styles.arrow} onClick={() => goTo(current - 1)} aria-label={labels.previous}>
                <ChevronLeft size={22} aria-hidden="true" className="flip-in-rtl" />
              </button>
              <ul className={styles.dots}>
                {labels.dots.map((label, index) => (
                  <li key={index}>
                    <button
                      type="button"
                      className={styles.dot}
                      onClick={() => goTo(index)}
                      aria-label={label}
                      aria-current={index === current ? 'true' : undefined}
                    />
                  </li>
                ))}
              </ul>
              {!reducedMotion && (
                <button
                  type="button"
                  className={styles.arrow}
                  onClick={() => setPaused(!paused)}
                  aria-label={paused ? labels.play : labels.pause}
                >
                  {paused ? <Play size={18} aria-hidden="true" /> : <Pause size={18} aria-hidden="true" />}
                </button>
              )}
              <button type="button" className={styles.arrow} onClick={() => goTo(current + 1)} aria-label={labels.next}>
                <ChevronRight size={22} aria-hidden="true" className="flip-in-rtl" />
              </button>
            </>
          )}
        </div>
      )}
    </section>
  )
}
