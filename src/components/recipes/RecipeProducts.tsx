import { DetailSection } from '@/components/content/DetailPage'
import { SitePicture } from '@/components/media/SitePicture'
import { toImage } from '@/lib/media'
import { Link } from '@/i18n/ServerLink'
import { itemPath } from '@/lib/contentTypes'
import type { Product } from '@/payload-types'

import styles from './RecipeProducts.module.css'

/** The Hawler Foods products a recipe uses, each linking to its page. */
export function RecipeProducts({ products, title }: { products: Product[]; title: string }) {
  if (products.length === 0) return null
  return (
    <DetailSection title={title}>
      <ul className={styles.products}>
        {products.map((product) => {
          const image = toImage(product.images?.[0], 'thumbnail')
          return (
            <li key={product.id}>
              <Link href={itemPath('products', product.slug)} className={styles.product}>
                {image ? (
                  <SitePicture image={image} alt="" sizes="72px" className={styles.image} />
                ) : (
                  <span className={styles.image} aria-hidden="true" />
                )}
                <span className={styles.name}>{product.title}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </DetailSection>
  )
}
