import { newsDetail } from '@/components/content/details/NewsDetail'

import { contentDetailPage } from '../../_detail/contentDetailPage'

const { generateMetadata, generateStaticParams, Page } = contentDetailPage({ collection: 'news', detail: newsDetail })

export { generateMetadata, generateStaticParams }
export default Page
