import { CertificateList } from '@/components/quality/CertificateList'
import { getValidCertificates } from '@/data/certificates'
import { qualityPath } from '@/lib/certificates'

import { wholeListPage } from '../_list/wholeListPage'

/** "Quality and certificates": the certificates valid today, for importers and consumers. */
const { generateMetadata, Page } = wholeListPage({
  screen: 'quality',
  pathname: qualityPath,
  read: getValidCertificates,
  list: (certificates, locale) => <CertificateList certificates={certificates} locale={locale} />,
})

export { generateMetadata }
export default Page
