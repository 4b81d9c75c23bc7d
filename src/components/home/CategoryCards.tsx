import { ArrowRight } from '@/components/icons'
import type { CSSProperties } from 'react'

import { SitePicture } from '@/components/media/SitePicture'
import { type ContentList, fallbackLang } from '@/data/content'
import { toImage } from '@/lib/media'
import { rowCardSizes, rowPicture } from '@/components/content/Card'
import { Link } from '@/i18n/ServerLink'
import { listPath } from '@/lib/contentTypes'

import styles from './CategoryCards.module.css'

/** The product families in their own colours, each opening the product list filtered to it. */
export function CategoryCards({ categories }: { categories: ContentList<'categories'> }) {
  return (
    <ul className={styles.grid}>
      {categories.docs.map((category) => {
        const picture = toImage(category.image, 'card')
        const image = picture && rowPicture(picture)
        const lang = fallbackLang(categories.fallbackIds.includes(category.id))
        // Editors pick the pair (validated #RRGGBB); the seed's pairs meet WCAG AA contrast.
        const colours = {
          '--card-bg': category.backgroundColor ?? '#C62828',
          '--card-fg': category.textColor ?? '#FFFFFF',
        } as CSSProperties
        return (
          <li key={category.id} className={styles.card} style={colours}>
            {image && <SitePicture image={image} alt="" sizes={rowCardSizes} className={styles.image} />}
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
