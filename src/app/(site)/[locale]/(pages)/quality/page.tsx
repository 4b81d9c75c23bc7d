// Imported before the list, so the page's styles come before the list's as on other pages: Next
// then packs the list's into the style sheet all pages share, not into a request of its own.
import { wholeListPage } from '../_list/wholeListPage'

import { CertificateList } from '@/components/quality/CertificateList'
import { getValidCertificates } from '@/data/certificates'
import { qualityPath } from '@/lib/certificates'

/** "Quality and certificates": the certificates valid today, for importers and consumers. */
const { generateMetadata, Page } = wholeListPage({
  screen: 'quality',
  pathname: qualityPath,
  read: getValidCertificates,
  list: (certificates, locale) => <CertificateList certificates={certificates} locale={locale} />,
})

export { generateMetadata }
export default Page
