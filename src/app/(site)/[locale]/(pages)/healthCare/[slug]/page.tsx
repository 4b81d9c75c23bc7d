import { healthCareDetail } from '@/components/content/details/HealthCareDetail'

import { contentDetailPage } from '../../_detail/contentDetailPage'

const { generateMetadata, generateStaticParams, Page } = contentDetailPage({ collection: 'health-care', detail: healthCareDetail })

export { generateMetadata, generateStaticParams }
export default Page
