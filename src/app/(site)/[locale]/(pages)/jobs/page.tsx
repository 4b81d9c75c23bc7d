import { getFormatter } from 'next-intl/server'

import { getSiteSettings } from '@/data/site'

import { contentListPage } from '../_list/contentListPage'
import { fromMessages } from '../_list/listHeading'

const { generateMetadata, Page } = contentListPage({
  collection: 'jobs',
  pageSize: 9,
  // "…made snacks in Erbil since {year}": the founding year is a site setting.
  heading: fromMessages('jobs', async (locale) => {
    const [format, settings] = await Promise.all([getFormatter({ locale }), getSiteSettings(locale)])
    return { year: format.number(settings.foundingYear ?? 1944, 'year') }
  }),
})

export { generateMetadata }
export default Page
