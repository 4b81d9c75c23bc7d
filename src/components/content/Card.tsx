import Image from 'next/image'
import type { ReactNode } from 'react'

import type { SiteImage } from '@/lib/media'
import { Link } from '@/i18n/ServerLink'

import styles from './Card.module.css'

type Props = {
  href: string
  title: string
  titleLang?: string
  image?: SiteImage | null
  meta?: ReactNode
  children?: ReactNode
  /** The first cards of a list are above the fold on a phone: load their pictures first. */
  priority?: boolean
  /** 3 when the cards sit under a section's h2 (home sections, "other news"). */
  headingLevel?: 2 | 3
}

/** A picture, a title and a line or two, linking to the item's page. */
export function Card({ href, title, titleLang, image, meta, children, priority = false, headingLevel = 2 }: Props) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  return (
    <article className={styles.card}>
      {image && (
        <Image
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          sizes="(width >= 1024px) 380px, (width >= 640px) 50vw, 100vw"
          className={styles.image}
          priority={priority}
        />
      )}
      <div className={styles.body}>
        {meta && <p className={styles.meta}>{meta}</p>}
        <Heading className={styles.title} lang={titleLang}>
          <Link href={href} className={styles.link}>
            {title}
          </Link>
        </Heading>
        {children}
      </div>
    </article>
  )
}

/** `wide`: at most two cards a row, for lists whose pictures should be large (recipes). */
export function CardGrid({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <div className={wide ? `${styles.grid} ${styles.wide}` : styles.grid}>{children}</div>
}
