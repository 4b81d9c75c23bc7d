import type { Metadata } from 'next'

import { requireLocale } from '@/i18n/requireLocale'
import { readProductFilters } from '@/lib/productFilters'

import { resilientMetadata, resilientPage } from '../../../_shared/resilient'
import { ProductList, productListMetadata } from '../ProductList'

// A search or a filter (`/products?q=…`, `?category=…`): rendered per request, as the proxy
// sends only such addresses here (src/proxy.ts). Every other product list is cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

async function metadata({ params, searchParams }: Props): Promise<Metadata> {
  return productListMetadata(requireLocale((await params).locale), readProductFilters(await searchParams))
}

async function ProductSearchPage({ params, searchParams }: Props) {
  // Called, not rendered as an element, so that a failure reaches `resilientPage`.
  return ProductList({ locale: requireLocale((await params).locale), filters: readProductFilters(await searchParams) })
}

export const generateMetadata = resilientMetadata(metadata)
export default resilientPage(ProductSearchPage)
