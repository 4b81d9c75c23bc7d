import type { CSSProperties } from 'react'

import { SitePicture } from '@/components/media/SitePicture'
import { type ContentList, fallbackLang, langAttribute } from '@/data/content'
import { toImage, widthsUpTo } from '@/lib/media'
import { Link } from '@/i18n/ServerLink'
import { listPath } from '@/lib/contentTypes'

import styles from './CategoryCards.module.css'

/**
 * A card's width (CategoryCards.module.css): 78 % of a phone's width in a row that scrolls
 * sideways, a third of a wider screen's, at most 374 px; so files up to 800 px wide suffice.
 */
const cardSizes = '(width >= 1200px) 374px, (width >= 616px) 32vw, 78vw'
const LARGEST_FILE = 800

/** The product families in their own colours, each opening the product list filtered to it. */
export function CategoryCards({ categories }: { categories: ContentList<'categories'> }) {
  return (
    <ul className={styles.grid}>
      {categories.docs.map((category) => {
        const picture = toImage(category.image, 'card')
        const image = picture && widthsUpTo(picture, LARGEST_FILE)
        const lang = fallbackLang(categories.fallbackIds.includes(category.id))
        // Editors pick the pair (validated #RRGGBB); the seed's pairs meet WCAG AA contrast.
        const colours = {
          '--card-bg': category.backgroundColor ?? '#C62828',
          '--card-fg': category.textColor ?? '#FFFFFF',
        } as CSSProperties
        return (
          <li key={category.id} className={styles.card} style={colours}>
            {image && <SitePicture image={image} alt="" sizes={cardSizes} className={styles.image} />}
            <div className={`${styles.body} arrow-after`} {...langAttribute(lang)}>
              {category.designSubTitle && <p className={styles.subTitle}>{category.designSubTitle}</p>}
              <h3 className={styles.title}>
                <Link href={{ pathname: listPath('products'), query: { category: String(category.id) } }} className={styles.link}>
                  {category.title}
                </Link>
              </h3>
              {category.designDescription && <p className={styles.description}>{category.designDescription}</p>}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
