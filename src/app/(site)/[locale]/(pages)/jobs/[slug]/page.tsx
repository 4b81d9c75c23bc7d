import { jobDetail } from '@/components/content/details/JobDetail'

import { contentDetailPage } from '../../_detail/contentDetailPage'

const { generateMetadata, generateStaticParams, Page } = contentDetailPage({ collection: 'jobs', detail: jobDetail })

export { generateMetadata, generateStaticParams }
export default Page
