import Image from 'next/image'
import type { ReactNode } from 'react'

import type { SiteImage } from '@/data/media'
import { Link } from '@/i18n/navigation'

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
}

/** A picture, a title and a line or two, linking to the item's page. */
export function Card({ href, title, titleLang, image, meta, children, priority = false }: Props) {
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
        <h2 className={styles.title} lang={titleLang}>
          <Link href={href} className={styles.link}>
            {title}
          </Link>
        </h2>
        {children}
      </div>
    </article>
  )
}

export function CardGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>
}
