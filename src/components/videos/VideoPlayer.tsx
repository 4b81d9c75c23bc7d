'use client'

import { Play } from '@/components/icons'
import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react'

import styles from './VideoPlayer.module.css'

type Props = {
  kind: 'youtube' | 'vimeo' | 'mp4'
  /** The player's address, loaded only after the visitor presses play. */
  embedUrl: string
  /** The video's own page: where the play button leads without JavaScript. */
  watchUrl: string
  title: string
  /** The poster picture, drawn on the server (`SitePicture`), and its address for the `<video>`. */
  poster?: ReactNode
  posterSrc?: string
  playLabel: string
}

const subscribe = () => () => {}

/**
 * A poster with a play button. Nothing is requested from YouTube or Vimeo until the
 * visitor presses play; then the poster gives way to the player. Without JavaScript the
 * button is a plain link to the video.
 */
export function VideoPlayer({ kind, embedUrl, watchUrl, title, poster, posterSrc, playLabel }: Props) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
  const [playing, setPlaying] = useState(false)
  const player = useRef<HTMLIFrameElement & HTMLVideoElement>(null)

  // The button the visitor pressed is gone: keep keyboard focus on what replaced it.
  useEffect(() => {
    if (playing) player.current?.focus()
  }, [playing])

  if (playing) {
    return (
      <div className={styles.frame}>
        {kind === 'mp4' ? (
          <video
            ref={player}
            className={styles.player}
            src={embedUrl}
            poster={posterSrc}
            controls
            autoPlay
            playsInline
            aria-label={title}
          />
        ) : (
          <iframe
            ref={player}
            className={styles.player}
            src={embedUrl}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
      </div>
    )
  }

  const icon = (
    <span className={styles.icon}>
      <Play size={36} aria-hidden="true" fill="currentColor" />
    </span>
  )
  return (
    <div className={styles.frame}>
      {poster}
      {hydrated ? (
        <button type="button" className={styles.play} onClick={() => setPlaying(true)} aria-label={playLabel}>
          {icon}
        </button>
      ) : (
        <a className={styles.play} href={watchUrl} aria-label={playLabel}>
          {icon}
        </a>
      )}
    </div>
  )
}
