import { healthCareDetail } from '@/components/content/details/HealthCareDetail'

import { contentPages } from '../_content/contentPages'
import { fromSettings } from '../_list/listHeading'

// The list, its later pages and each document's page (contentPages); [...path] serves the last two.
const { generateMetadata, Page } = contentPages({
  collection: 'health-care',
  pageSize: 9,
  heading: fromSettings('health-care-settings', 'healthCare'),
  detail: healthCareDetail,
})

export { generateMetadata }
export default Page
