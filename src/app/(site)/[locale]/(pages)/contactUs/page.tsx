import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ContactDetails } from '@/components/contact/ContactDetails'
import { EmptyState } from '@/components/content/EmptyState'
import { EnquirySection } from '@/components/enquiry/EnquirySection'
import { PageHeader } from '@/components/content/PageHeader'
import { RichText } from '@/components/content/RichText'
import { fallbackLang } from '@/data/content'
import { getGlobalContent } from '@/data/globals'
import { getSiteSettings } from '@/data/site'
import { Link } from '@/i18n/ServerLink'
import { requireLocale } from '@/i18n/requireLocale'
import { pageMetadata } from '@/data/pageMetadata'
import { whereToBuyPath } from '@/lib/distributors'
import { DEFAULT_RETENTION_DAYS } from '@/lib/retention'
import { plainText } from '@/lib/plainText'

import styles from './page.module.css'
import { resilientMetadata, resilientPage } from '../../_shared/resilient'
import { sendEnquiry } from './sendEnquiry'

type Props = { params: Promise<{ locale: string }> }

async function metadata({ params }: Props): Promise<Metadata> {
  const locale = requireLocale((await params).locale)
  const [t, { doc }] = await Promise.all([getTranslations({ locale, namespace: 'contact' }), getGlobalContent('contact-us', locale)])
  return pageMetadata({
    locale,
    pathname: '/contactUs',
    title: doc.title || t('title'),
    description: plainText(doc.description) || doc.address,
  })
}

async function ContactUsPage({ params }: Props) {
  const locale = requireLocale((await params).locale)
  setRequestLocale(locale)
  const [t, states, whereToBuy, { doc, fallbackFields }, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'contact' }),
    getTranslations({ locale, namespace: 'states' }),
    getTranslations({ locale, namespace: 'whereToBuy' }),
    getGlobalContent('contact-us', locale),
    getSiteSettings(locale),
  ])
  const lang = (field: string) => fallbackLang(fallbackFields.includes(field))
  const hasDetails = Boolean(doc.address || doc.phone || doc.email || doc.openingHours)
  return (
    <div className={styles.page}>
      <PageHeader
        title={doc.title || t('title')}
        titleLang={doc.title ? lang('title') : undefined}
        intro={doc.description && <RichText value={doc.description} lang={lang('description')} />}
      />
      {hasDetails ? (
        <ContactDetails
          contact={doc}
          langOf={(field) => lang(field)}
          labels={{
            address: t('address'),
            phone: t('phone'),
            email: t('email'),
            hours: t('hours'),
            map: t('map'),
            mapNote: t('mapNote'),
            followUs: t('followUs'),
          }}
        />
      ) : (
        !doc.description && <EmptyState message={states('noData')} />
      )}
      {/* A buyer who writes often only wants to know where the products are sold. */}
      <p className={styles.whereToBuy}>
        <Link href={whereToBuyPath}>{whereToBuy('contactLink')}</Link>
      </p>
      <EnquirySection locale={locale} action={sendEnquiry} retentionDays={settings.enquiryRetentionDays ?? DEFAULT_RETENTION_DAYS} />
    </div>
  )
}

export const generateMetadata = resilientMetadata(metadata)
export default resilientPage(ContactUsPage)
