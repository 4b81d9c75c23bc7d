import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { EmptyState } from '@/components/content/EmptyState'
import { PageHeader } from '@/components/content/PageHeader'
import { DistributorList } from '@/components/distributors/DistributorList'
import { getDistributorsByCountry } from '@/data/distributors'
import { pageMetadata } from '@/data/pageMetadata'
import { requireLocale } from '@/i18n/requireLocale'
import { whereToBuyPath } from '@/lib/distributors'

import styles from './page.module.css'
import { resilientMetadata, resilientPage } from '../../_shared/resilient'

type Props = { params: Promise<{ locale: string }> }

async function metadata({ params }: Props): Promise<Metadata> {
  const locale = requireLocale((await params).locale)
  const t = await getTranslations({ locale, namespace: 'whereToBuy' })
  return pageMetadata({ locale, pathname: whereToBuyPath, title: t('title'), description: t('intro') })
}

/** "Where to buy": the shops and wholesalers that sell the products, by country and city. */
async function WhereToBuyPage({ params }: Props) {
  const locale = requireLocale((await params).locale)
  setRequestLocale(locale)
  const [t, countries] = await Promise.all([getTranslations({ locale, namespace: 'whereToBuy' }), getDistributorsByCountry(locale)])
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} intro={<p>{t('intro')}</p>} />
      <div className={styles.content}>
        {countries.length > 0 ? <DistributorList countries={countries} locale={locale} /> : <EmptyState message={t('empty')} />}
      </div>
    </div>
  )
}

export const generateMetadata = resilientMetadata(metadata)
export default resilientPage(WhereToBuyPage)
