import { contentListPage } from '../_list/contentListPage'
import { fromMessages } from '../_list/listHeading'

const { generateMetadata, Page } = contentListPage({ collection: 'videos', pageSize: 9, heading: fromMessages('videos') })

export { generateMetadata }
export default Page
