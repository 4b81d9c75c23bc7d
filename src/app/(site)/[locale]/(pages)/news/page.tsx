import { contentListPage } from '../_list/contentListPage'
import { fromMessages } from '../_list/listHeading'

const { generateMetadata, Page } = contentListPage({ collection: 'news', pageSize: 9, heading: fromMessages('news') })

export { generateMetadata }
export default Page
