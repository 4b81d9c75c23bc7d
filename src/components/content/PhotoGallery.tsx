import type { CSSProperties } from 'react'

import { SitePicture } from '@/components/media/SitePicture'
import type { SiteImage } from '@/lib/media'

import styles from './PhotoGallery.module.css'

type Props = {
  images: SiteImage[]
  /**
   * Where the gallery sits: across an item's page (`DetailPage`, at most 1068 px wide) or
   * in the about page's side column (two fifths of the row from 960 px).
   */
  column?: 'article' | 'aside'
}

/** A width for each screen width from which it holds, widest screens first; the last one for every other screen. */
type Widths = Array<[minScreen: number | null, width: string]>

/**
 * The widths of the pictures as PhotoGallery.module.css lays them out in each column:
 * alone, the main photo takes the whole width; beside others, two thirds from 768 px (the
 * others one third) and the whole width below (the others half of it, 12 px apart).
 */
const widths: Record<NonNullable<Props['column']>, Record<'alone' | 'main' | 'more', Widths>> = {
  article: {
    alone: [
      [1100, '1068px'],
      [null, '100vw - 32px'],
    ],
    main: [
      [1100, '704px'],
      [768, '(100vw - 44px) * 2 / 3'],
      [null, '100vw - 32px'],
    ],
    more: [
      [1100, '352px'],
      [768, '(100vw - 44px) / 3'],
      [null, '50vw - 22px'],
    ],
  },
  aside: {
    alone: [
      [1200, '454px'],
      [960, '(100vw - 64px) * 0.4'],
      [null, '100vw - 32px'],
    ],
    main: [
      [1200, '295px'],
      [960, '((100vw - 64px) * 0.4 - 12px) * 2 / 3'],
      [768, '(100vw - 44px) * 2 / 3'],
      [null, '100vw - 32px'],
    ],
    more: [
      [1200, '148px'],
      [960, '((100vw - 64px) * 0.4 - 12px) / 3'],
      [768, '(100vw - 44px) / 3'],
      [null, '50vw - 22px'],
    ],
  },
}

/**
 * The `sizes` of a picture drawn to cover a box of `boxRatio` (width / height): a wider
 * picture (a 12:5 video poster in the 16:9 main box) is drawn wider than the box.
 */
function sizesOf(list: Widths, image: SiteImage, boxRatio: number): string {
  const scale = Math.max(1, image.width / image.height / boxRatio)
  const length = (width: string) =>
    scale > 1 ? `calc((${width}) * ${scale.toFixed(2)})` : /^\d+px$/.test(width) ? width : `calc(${width})`
  return list.map(([from, width]) => (from === null ? length(width) : `(width >= ${from}px) ${length(width)}`)).join(', ')
}

/** An item's photos: the first one large (it is the page's main picture), the others beside or below it. */
export function PhotoGallery({ images, column = 'article' }: Props) {
  if (images.length === 0) return null
  const [main, ...more] = images
  const layout = widths[column]
  return (
    <div
      className={more.length > 0 ? `${styles.gallery} ${styles.several}` : styles.gallery}
      style={{ '--more': more.length } as CSSProperties}
    >
      <SitePicture
        image={main}
        sizes={sizesOf(more.length > 0 ? layout.main : layout.alone, main, 16 / 9)}
        className={styles.main}
        priority
      />
      {more.map((image) => (
        <SitePicture key={image.src} image={image} sizes={sizesOf(layout.more, image, 4 / 3)} className={styles.more} />
      ))}
    </div>
  )
}
