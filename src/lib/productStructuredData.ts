import { isValidGtin } from './gtin'

/** schema.org names a GTIN's property by its length: gtin8, gtin12, gtin13, gtin14. */
export function gtinProperty(barcode: string | null | undefined): Record<string, string> {
  return barcode && isValidGtin(barcode) ? { [`gtin${barcode.length}`]: barcode } : {}
}

type ProductData = {
  url: string
  name: string
  description: string
  /** Absolute addresses of the photos. */
  images: string[]
  barcode?: string | null
  brand: string
  /** "Chips & Crisps > Potato Chips". */
  category?: string
  language: string
}

/** A schema.org Product for search engines' product results, from what the page shows. */
export function productJsonLd(product: ProductData) {
  return {
    '@type': 'Product',
    name: product.name,
    description: product.description,
    url: product.url,
    inLanguage: product.language,
    image: product.images,
    brand: { '@type': 'Brand', name: product.brand },
    ...(product.category ? { category: product.category } : {}),
    ...(product.barcode ? { sku: product.barcode } : {}),
    ...gtinProperty(product.barcode),
  }
}
