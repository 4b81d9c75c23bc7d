import type { ReactNode } from 'react'

import { SitePicture } from '@/components/media/SitePicture'
import { langAttribute } from '@/data/content'
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
      {/* The banner fills the header's width: at most 1200 px with 16 px at each side. */}
      {banner ? (
        <SitePicture image={banner} sizes="(width >= 1200px) 1168px, calc(100vw - 32px)" className={styles.banner} priority />
      ) : null}
      <div className={styles.text}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 {...langAttribute(titleLang)}>{title}</h1>
        {intro ? <div className={styles.intro}>{intro}</div> : null}
      </div>
    </header>
  )
}
