import { ArrowRight } from '@/components/icons'
import type { CSSProperties } from 'react'

import { SitePicture } from '@/components/media/SitePicture'
import { type ContentList, fallbackLang } from '@/data/content'
import { toImage } from '@/lib/media'
import { Link } from '@/i18n/ServerLink'
import { listPath } from '@/lib/contentTypes'

import styles from './CategoryCards.module.css'

/**
 * A card's width (CategoryCards.module.css): columns of at least 280 px, 24 px apart, in a
 * row of at most 1200 px with 16 px at each side.
 */
const cardSizes =
  '(width >= 1200px) 374px, (width >= 920px) calc((100vw - 80px) / 3), (width >= 616px) calc((100vw - 56px) / 2), calc(100vw - 32px)'

/** The product families in their own colours, each opening the product list filtered to it. */
export function CategoryCards({ categories }: { categories: ContentList<'categories'> }) {
  return (
    <ul className={styles.grid}>
      {categories.docs.map((category) => {
        const image = toImage(category.image, 'card')
        const lang = fallbackLang(categories.fallbackIds.includes(category.id))
        // Editors pick the pair (validated #RRGGBB); the seed's pairs meet WCAG AA contrast.
        const colours = {
          '--card-bg': category.backgroundColor ?? '#C62828',
          '--card-fg': category.textColor ?? '#FFFFFF',
        } as CSSProperties
        return (
          <li key={category.id} className={styles.card} style={colours}>
            {image && <SitePicture image={image} alt="" sizes={cardSizes} className={styles.image} />}
            <div className={styles.body} lang={lang}>
              {category.designSubTitle && <p className={styles.subTitle}>{category.designSubTitle}</p>}
              <h3 className={styles.title}>
                <Link href={{ pathname: listPath('products'), query: { category: String(category.id) } }} className={styles.link}>
                  {category.title}
                </Link>
              </h3>
              {category.designDescription && <p className={styles.description}>{category.designDescription}</p>}
              <ArrowRight size={24} aria-hidden="true" className={`flip-in-rtl ${styles.arrow}`} />
            </div>
          </li>
        )
      })}
    </ul>
  )
}
