import { Card, CardGrid, type FirstPicture } from '@/components/content/Card'
import { cardPicture } from '@/components/content/cardContent'
import { fallbackLang } from '@/data/content'
import { itemPath } from '@/lib/contentTypes'
import type { ProductCard } from '@/data/products'
import type { Category } from '@/payload-types'

import { CategoryBadge } from './CategoryBadge'

type Props = {
  products: ProductCard[]
  /** Products and categories whose title is shown in English for want of a translation. */
  fallbackIds: Array<number | string>
  categoryFallbackIds: Array<number | string>
  /** How the first photo loads: the largest picture in view without a banner above, or in view below it. */
  firstPicture?: FirstPicture
}

/** The product list: photo, category and name of each product, linking to its page. */
export function ProductCards({ products, fallbackIds, categoryFallbackIds, firstPicture }: Props) {
  return (
    <CardGrid pairs>
      {products.map((product, index) => {
        const category = typeof product.category === 'object' ? (product.category as Category) : null
        return (
          <Card
            key={product.id}
            href={itemPath('products', product.slug)}
            title={product.title ?? ''}
            titleLang={fallbackLang(fallbackIds.includes(product.id))}
            image={cardPicture('products', product as unknown as Record<string, unknown>)}
            priority={index === 0 && firstPicture === 'priority'}
            eager={index === 0 && firstPicture === 'eager'}
            pairs
            meta={
              category?.title ? (
                <CategoryBadge label={category.title} lang={fallbackLang(categoryFallbackIds.includes(category.id))} colours={category} />
              ) : undefined
            }
          />
        )
      })}
    </CardGrid>
  )
}
