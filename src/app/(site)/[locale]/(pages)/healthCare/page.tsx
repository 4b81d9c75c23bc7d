import { settingsListPage } from '@/components/content/settingsListPage'

const { generateMetadata, Page } = settingsListPage({
  collection: 'health-care',
  settings: 'health-care-settings',
  messages: 'healthCare',
  empty: 'noHealthCare',
  pageSize: 9,
})

export { generateMetadata }
export default Page
