import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { EmptyState } from '@/components/content/EmptyState'
import { PageHeader } from '@/components/content/PageHeader'
import { CertificateList } from '@/components/quality/CertificateList'
import { getValidCertificates } from '@/data/certificates'
import { pageMetadata } from '@/data/pageMetadata'
import { requireLocale } from '@/i18n/requireLocale'
import { qualityPath } from '@/lib/certificates'

import styles from './page.module.css'
import { resilientMetadata, resilientPage } from '../../_shared/resilient'

type Props = { params: Promise<{ locale: string }> }

async function metadata({ params }: Props): Promise<Metadata> {
  const locale = requireLocale((await params).locale)
  const t = await getTranslations({ locale, namespace: 'quality' })
  return pageMetadata({ locale, pathname: qualityPath, title: t('title'), description: t('intro') })
}

/** "Quality and certificates": the certificates valid today, for importers and consumers. */
async function QualityPage({ params }: Props) {
  const locale = requireLocale((await params).locale)
  setRequestLocale(locale)
  const [t, certificates] = await Promise.all([getTranslations({ locale, namespace: 'quality' }), getValidCertificates(locale)])
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} intro={<p>{t('intro')}</p>} />
      <div className={styles.content}>
        {certificates.length > 0 ? <CertificateList certificates={certificates} locale={locale} /> : <EmptyState message={t('empty')} />}
      </div>
    </div>
  )
}

export const generateMetadata = resilientMetadata(metadata)
export default resilientPage(QualityPage)
