import type { ReactNode } from 'react'

import { langAttribute } from '@/data/content'
import { SitePicture } from '@/components/media/SitePicture'
import { type SiteImage, widthsUpTo } from '@/lib/media'
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
  /** In a `row` (`CardGrid`): the pictures are smaller. */
  row?: boolean
  /** In a `pairs` grid (`CardGrid`): two a row on a phone. */
  pairs?: boolean
}

/**
 * A card's width in the grid (Card.module.css): columns of at least 280 px (420 px when
 * wide) and 24 px apart in a row of at most 1200 px with 16 px at each side.
 */
const cardSizes =
  '(width >= 1200px) 374px, (width >= 920px) calc((100vw - 80px) / 3), (width >= 616px) calc((100vw - 56px) / 2), calc(100vw - 32px)'
const wideCardSizes = '(width >= 1200px) 572px, (width >= 896px) calc((100vw - 56px) / 2), calc(100vw - 32px)'
/** In a row: 78 % of a phone's width, a third of a wider screen's. */
const rowCardSizes = '(width >= 1200px) 374px, (width >= 616px) 32vw, 78vw'
/** Two a row on a phone, 16 px apart, then as `cardSizes`. */
const pairCardSizes =
  '(width >= 1200px) 374px, (width >= 920px) calc((100vw - 80px) / 3), (width >= 616px) calc((100vw - 56px) / 2), calc((100vw - 48px) / 2)'
/** A row's cards are at most 374 px wide: 800 px files are sharp on every screen. */
const ROW_LARGEST_FILE = 800

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
  row = false,
  pairs = false,
}: Props) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  return (
    <article className={styles.card}>
      {/* A missing part is null, not undefined: the RSC payload spells an undefined child out ("$undefined"), on every card. */}
      {image ? (
        <SitePicture
          image={row ? widthsUpTo(image, ROW_LARGEST_FILE) : image}
          sizes={row ? rowCardSizes : wide ? wideCardSizes : pairs ? pairCardSizes : cardSizes}
          className={styles.image}
          priority={priority}
          eager={eager}
        />
      ) : null}
      <div className={styles.body}>
        {meta ? <p className={styles.meta}>{meta}</p> : null}
        <Heading className={styles.title} {...langAttribute(titleLang)}>
          <Link href={href} className={styles.link}>
            {title}
          </Link>
        </Heading>
        {children ?? null}
      </div>
    </article>
  )
}

/** How the first card's picture of a list at the top of a page loads (`Card`'s `priority`, `eager`). */
export type FirstPicture = 'priority' | 'eager'

type GridProps = { children: ReactNode; wide?: boolean; row?: boolean; pairs?: boolean }

/**
 * `wide`: at most two cards a row, for lists whose pictures should be large (recipes).
 * `row`: one row of a few cards (the home page's sections), scrolled sideways on a phone.
 * `pairs`: two small cards a row on a phone (products, to compare at a glance).
 */
export function CardGrid({ children, wide = false, row = false, pairs = false }: GridProps) {
  const variant = row ? styles.row : wide ? styles.wide : pairs ? styles.pairs : undefined
  return <div className={variant ? `${styles.grid} ${variant}` : styles.grid}>{children}</div>
}
