export { categories } from './categories.ts'
export { products } from './products.ts'
export { subCategories } from './subCategories.ts'
