import { productDetail } from '@/components/content/details/ProductDetail'
import { getProduct } from '@/data/products'

import { contentDetailPage } from '../../_detail/contentDetailPage'

// A product is read one level deep (its photos and categories), as its specification sheet reads it.
const { generateMetadata, generateStaticParams, Page } = contentDetailPage({
  collection: 'products',
  read: getProduct,
  detail: productDetail,
})

export { generateMetadata, generateStaticParams }
export default Page
