import { Card, CardGrid } from '@/components/content/Card'
import { cardPicture } from '@/components/content/cardContent'
import { fallbackLang } from '@/data/content'
import { itemPath } from '@/lib/contentTypes'
import type { Category, Product } from '@/payload-types'

import { CategoryBadge } from './CategoryBadge'

type Props = {
  products: Product[]
  /** Products and categories whose title is shown in English for want of a translation. */
  fallbackIds: Array<number | string>
  categoryFallbackIds: Array<number | string>
  /** Without a banner above, the first photo is the largest picture in view: load it first. */
  priorityFirst?: boolean
}

/** The product list: photo, category and name of each product, linking to its page. */
export function ProductCards({ products, fallbackIds, categoryFallbackIds, priorityFirst = false }: Props) {
  return (
    <CardGrid>
      {products.map((product, index) => {
        const category = typeof product.category === 'object' ? (product.category as Category) : null
        return (
          <Card
            key={product.id}
            href={itemPath('products', product.slug)}
            title={product.title ?? ''}
            titleLang={fallbackLang(fallbackIds.includes(product.id))}
            image={cardPicture('products', product as unknown as Record<string, unknown>)}
            priority={priorityFirst && index === 0}
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
