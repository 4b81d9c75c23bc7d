import { videoDetail } from '@/components/content/details/VideoDetail'

import { contentPages } from '../_content/contentPages'
import { fromMessages } from '../_list/listHeading'

// The list, its later pages and each document's page (contentPages); [...path] serves the last two.
const { generateMetadata, Page } = contentPages({
  collection: 'videos',
  pageSize: 9,
  heading: fromMessages('videos'),
  detail: videoDetail,
})

export { generateMetadata }
export default Page
