import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageHeader } from '@/components/content/PageHeader'
import { CircleCheck } from '@/components/icons'
import { getDocumentBySlug } from '@/data/content'
import { getSiteSettings } from '@/data/site'
import { Link } from '@/i18n/ServerLink'
import { requireLocale } from '@/i18n/requireLocale'
import { listPath } from '@/lib/contentTypes'
import { DEFAULT_APPLICATION_RETENTION_DAYS } from '@/lib/retention'

import styles from './page.module.css'
import { resilientMetadata, resilientPage } from '../../../../_shared/resilient'

type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams() {
  return []
}

async function metadata({ params }: Props): Promise<Metadata> {
  const locale = requireLocale((await params).locale)
  const t = await getTranslations({ locale, namespace: 'application' })
  // Reached only after applying: not a page for search engines.
  return { title: t('appliedTitle'), robots: { index: false, follow: true } }
}

/**
 * Where an application sent without scripts, or with them, ends: the thank-you, how long
 * it is kept, and the other jobs. The same for everybody, so cached like the job's page.
 */
async function AppliedPage({ params }: Props) {
  const { slug, ...rest } = await params
  const locale = requireLocale(rest.locale)
  setRequestLocale(locale)
  const found = await getDocumentBySlug('jobs', locale, slug)
  if (!found) notFound()
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'application' }), getSiteSettings(locale)])
  return (
    <div className={styles.page}>
      <PageHeader
        eyebrow={<CircleCheck size={32} aria-hidden="true" className={styles.icon} />}
        title={t('appliedTitle')}
        intro={
          <>
            <p>{t('appliedText', { job: found.doc.title ?? '' })}</p>
            <p>{t('appliedKept', { days: settings.applicationRetentionDays ?? DEFAULT_APPLICATION_RETENTION_DAYS })}</p>
          </>
        }
      />
      <p className={styles.more}>
        <Link href={listPath('jobs')}>{t('otherJobs')}</Link>
      </p>
    </div>
  )
}

export const generateMetadata = resilientMetadata(metadata)
export default resilientPage(AppliedPage)
