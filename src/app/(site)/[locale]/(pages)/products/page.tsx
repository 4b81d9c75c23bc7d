import type { Metadata } from 'next'

import { pageNumber } from '@/components/content/ListPage'
import { requireLocale } from '@/i18n/requireLocale'

import { ProductList, productListMetadata } from './ProductList'
import { resilientMetadata, resilientPage } from '../../_shared/resilient'

/**
 * The whole product list and its pages (`?page=2` arrives as `_page/2`, see src/proxy.ts),
 * served from Next's cache. An address with a search or a filter goes to `_search` instead.
 */
type Props = { params: Promise<{ locale: string; page?: string }> }

const allProducts = (page: number) => ({ q: '', category: '', subCategory: '', free: [], page })

async function metadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await params
  return productListMetadata(requireLocale(locale), allProducts(pageNumber(page)))
}

async function ProductsPage({ params }: Props) {
  const { locale, page } = await params
  // Called, not rendered as an element, so that a failure reaches `resilientPage`.
  return ProductList({ locale: requireLocale(locale), filters: allProducts(pageNumber(page)) })
}

export const generateMetadata = resilientMetadata(metadata)
export default resilientPage(ProductsPage)
