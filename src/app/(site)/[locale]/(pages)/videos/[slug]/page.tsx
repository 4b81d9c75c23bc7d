import { videoDetail } from '@/components/content/details/VideoDetail'

import { contentDetailPage } from '../../_detail/contentDetailPage'

const { generateMetadata, generateStaticParams, Page } = contentDetailPage({ collection: 'videos', detail: videoDetail })

export { generateMetadata, generateStaticParams }
export default Page
