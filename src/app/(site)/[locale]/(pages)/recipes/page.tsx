import { recipeDetail } from '@/components/content/details/RecipeDetail'

import { contentPages } from '../_content/contentPages'
import { fromSettings } from '../_list/listHeading'

// The list, its later pages and each document's page (contentPages); [...path] serves the last two.
const { generateMetadata, Page } = contentPages({
  collection: 'recipes',
  // Two rows of two large recipe cards: six demo recipes make two pages.
  pageSize: 4,
  wide: true,
  heading: fromSettings('recipe-settings', 'recipes'),
  detail: recipeDetail,
})

export { generateMetadata }
export default Page
