import { newsDetail } from '@/components/content/details/NewsDetail'

import { contentPages } from '../_content/contentPages'
import { fromMessages } from '../_list/listHeading'

// The list, its later pages and each document's page (contentPages); [...path] serves the last two.
const { generateMetadata, Page } = contentPages({
  collection: 'news',
  pageSize: 9,
  heading: fromMessages('news'),
  detail: newsDetail,
})

export { generateMetadata }
export default Page
