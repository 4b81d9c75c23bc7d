'use client'

import { type MouseEvent, type ReactNode, useEffect, useState } from 'react'

import styles from './ProductGallery.module.css'

/** A link to a photo of the strip; its picture is drawn on the server (`SitePicture`). */
type Thumbnail = { target: string; label: string; picture: ReactNode }

/**
 * Links to each photo of the gallery's strip. Without JavaScript they jump to the photo;
 * with it they scroll only the strip, and mark the photo in view, swiped to or not.
 */
export function PhotoThumbnails({ stripId, thumbnails }: { stripId: string; thumbnails: Thumbnail[] }) {
  const [current, setCurrent] = useState(thumbnails[0]?.target)

  useEffect(() => {
    const strip = document.getElementById(stripId)
    if (!strip) return
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.find((entry) => entry.isIntersecting)
        if (visible) setCurrent(visible.target.id)
      },
      { root: strip, threshold: 0.6 },
    )
    for (const slide of strip.children) observer.observe(slide)
    return () => observer.disconnect()
  }, [stripId])

  const show = (event: MouseEvent<HTMLAnchorElement>, target: string) => {
    const slide = document.getElementById(target)
    if (!slide) return
    event.preventDefault()
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    slide.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'nearest', inline: 'start' })
    setCurrent(target)
  }

  return (
    <ul className={styles.thumbnails}>
      {thumbnails.map((thumbnail) => (
        <li key={thumbnail.target}>
          <a
            href={`#${thumbnail.target}`}
            aria-label={thumbnail.label}
            aria-current={thumbnail.target === current ? 'true' : undefined}
            className={styles.thumbnail}
            onClick={(event) => show(event, thumbnail.target)}
          >
            {thumbnail.picture}
          </a>
        </li>
      ))}
    </ul>
  )
}
