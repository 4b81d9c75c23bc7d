import type { ReactNode } from 'react'

import { SitePicture } from '@/components/media/SitePicture'
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
  /** The first card of a list at the top of a page: its picture is the largest in view on a phone. */
  priority?: boolean
  /** The first card of a list below a banner: in the first view, but not its largest picture. */
  eager?: boolean
  /** 3 when the cards sit under a section's h2 (home sections, "other news"). */
  headingLevel?: 2 | 3
  /** In a `wide` grid (`CardGrid`): the pictures are larger. */
  wide?: boolean
}

/**
 * A card's width in the grid (Card.module.css): columns of at least 280 px (420 px when
 * wide) and 24 px apart in a row of at most 1200 px with 16 px at each side.
 */
const cardSizes =
  '(width >= 1200px) 374px, (width >= 920px) calc((100vw - 80px) / 3), (width >= 616px) calc((100vw - 56px) / 2), calc(100vw - 32px)'
const wideCardSizes = '(width >= 1200px) 572px, (width >= 896px) calc((100vw - 56px) / 2), calc(100vw - 32px)'

/** A picture, a title and a line or two, linking to the item's page. */
export function Card({
  href,
  title,
  titleLang,
  image,
  meta,
  children,
  priority = false,
  eager = false,
  headingLevel = 2,
  wide = false,
}: Props) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  return (
    <article className={styles.card}>
      {image && (
        <SitePicture image={image} sizes={wide ? wideCardSizes : cardSizes} className={styles.image} priority={priority} eager={eager} />
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

/** How the first card's picture of a list at the top of a page loads (`Card`'s `priority`, `eager`). */
export type FirstPicture = 'priority' | 'eager'

/** `wide`: at most two cards a row, for lists whose pictures should be large (recipes). */
export function CardGrid({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <div className={wide ? `${styles.grid} ${styles.wide}` : styles.grid}>{children}</div>
}
