import Image from 'next/image'
import type { ReactNode } from 'react'

import type { SiteImage } from '@/lib/media'

import styles from './PageHeader.module.css'

type Props = {
  title: string
  titleLang?: string
  intro?: ReactNode
  eyebrow?: ReactNode
  banner?: SiteImage | null
}

/** The top of a page: its title, a short introduction and an optional banner picture. */
export function PageHeader({ title, titleLang, intro, eyebrow, banner }: Props) {
  return (
    <header className={styles.header}>
      {banner && (
        <Image
          src={banner.src}
          alt={banner.alt}
          width={banner.width}
          height={banner.height}
          sizes="100vw"
          className={styles.banner}
          priority
        />
      )}
      <div className={styles.text}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 lang={titleLang}>{title}</h1>
        {intro && <div className={styles.intro}>{intro}</div>}
      </div>
    </header>
  )
}
