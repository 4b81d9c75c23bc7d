import { contentListPage } from '../_list/contentListPage'
import { fromSettings } from '../_list/listHeading'

const { generateMetadata, Page } = contentListPage({
  collection: 'health-care',
  pageSize: 9,
  heading: fromSettings('health-care-settings', 'healthCare'),
})

export { generateMetadata }
export default Page
