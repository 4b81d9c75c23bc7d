import { itemPath } from './contentTypes'

/** A product's specification sheet: beside its page, `/products/{slug}/sheet`. */
export function sheetPath(productSlug: string): string {
  return `${itemPath('products', productSlug)}/sheet`
}
