import { settingsListPage } from '@/components/content/settingsListPage'

const { generateMetadata, Page } = settingsListPage({
  collection: 'recipes',
  settings: 'recipe-settings',
  messages: 'recipes',
  empty: 'noRecipes',
  // Two rows of two large recipe cards: six demo recipes make two pages.
  pageSize: 4,
  wide: true,
})

export { generateMetadata }
export default Page
