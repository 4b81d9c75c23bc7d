export { categories } from './categories'
export { products } from './products'
export { subCategories } from './subCategories'
