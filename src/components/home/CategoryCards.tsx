import { ArrowRight } from '@/components/icons'
import Image from 'next/image'
import type { CSSProperties } from 'react'

import { type ContentList, fallbackLang } from '@/data/content'
import { toImage } from '@/lib/media'
import { Link } from '@/i18n/ServerLink'
import { listPath } from '@/lib/contentTypes'

import styles from './CategoryCards.module.css'

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
            {image && (
              <Image
                src={image.src}
                alt=""
                width={image.width}
                height={image.height}
                sizes="(width >= 1024px) 380px, (width >= 640px) 50vw, 100vw"
                className={styles.image}
              />
            )}
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
