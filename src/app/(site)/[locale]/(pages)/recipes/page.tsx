import { contentListPage } from '../_list/contentListPage'
import { fromSettings } from '../_list/listHeading'

const { generateMetadata, Page } = contentListPage({
  collection: 'recipes',
  // Two rows of two large recipe cards: six demo recipes make two pages.
  pageSize: 4,
  wide: true,
  heading: fromSettings('recipe-settings', 'recipes'),
})

export { generateMetadata }
export default Page
