import { BriefcaseBusiness, CalendarClock, MapPin } from '@/components/icons'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server'

import { CardSection } from '@/components/content/CardSection'
import { ApplicationSection } from '@/components/jobs/ApplicationSection'
import { ContentCards } from '@/components/content/ContentCards'
import { UntranslatedNote } from '@/components/content/UntranslatedNote'
import { DetailPage, type Fact } from '@/components/content/DetailPage'
import { PhotoGallery } from '@/components/content/PhotoGallery'
import { RichText } from '@/components/content/RichText'
import { JsonLd } from '@/components/seo/JsonLd'
import { fallbackLang, getDocumentBySlug, langAttribute, listDocuments } from '@/data/content'
import { toImage } from '@/lib/media'
import { getContactUs, getSiteSettings } from '@/data/site'
import { requireLocale } from '@/i18n/requireLocale'
import { itemPath, listPath } from '@/lib/contentTypes'
import { localizedUrl } from '@/lib/metadata'
import { pageMetadata } from '@/data/pageMetadata'
import { plainText } from '@/lib/plainText'
import { jobPostingJsonLd } from '@/lib/structuredData'

import styles from './page.module.css'
import { BreadcrumbJsonLd } from '@/components/seo/BreadcrumbJsonLd'
import { PreviewBanner } from '@/components/preview/PreviewBanner'
import { resilientMetadata, resilientPage } from '../../../_shared/resilient'
import { isClosed } from '@/lib/jobClosing'
import { DEFAULT_APPLICATION_RETENTION_DAYS } from '@/lib/retention'

type Props = { params: Promise<{ locale: string; slug: string }> }

// No item is rendered at build time (there is no database then): each is rendered on its
// first request and kept in Next's cache until a save expires its tags (src/data/cache.ts).
export function generateStaticParams() {
  return []
}

async function metadata({ params }: Props): Promise<Metadata> {
  const { slug, ...rest } = await params
  const locale = requireLocale(rest.locale)
  const found = await getDocumentBySlug('jobs', locale, slug)
  if (!found) return {}
  const { doc } = found
  return pageMetadata({
    languages: found.translatedIn,
    locale,
    pathname: itemPath('jobs', slug),
    title: doc.title ?? '',
    description: plainText(doc.description),
    image: toImage(doc.attachment, 'card'),
  })
}

async function JobPage({ params }: Props) {
  const { slug, ...rest } = await params
  const locale = requireLocale(rest.locale)
  setRequestLocale(locale)
  const found = await getDocumentBySlug('jobs', locale, slug)
  if (!found) notFound()
  const { doc: job, fallbackFields } = found
  const [t, format, settings, contact, others] = await Promise.all([
    getTranslations({ locale, namespace: 'jobs' }),
    getFormatter({ locale }),
    getSiteSettings(locale),
    getContactUs(locale),
    listDocuments('jobs', locale, { limit: 3, where: { slug: { not_equals: slug } } }),
  ])
  const lang = (field: string) => fallbackLang(fallbackFields.includes(field))
  const picture = toImage(job.attachment)
  const photo = toImage(job.attachment, 'large')
  const closed = isClosed(job.validThrough)
  const title = job.title ?? ''
  const facts: Fact[] = [
    ...(job.location
      ? [{ icon: MapPin, label: t('location'), value: <span {...langAttribute(lang('location'))}>{job.location}</span> }]
      : []),
    ...(job.employmentType ? [{ icon: BriefcaseBusiness, label: t('employmentType'), value: t(`types.${job.employmentType}`) }] : []),
    ...(job.validThrough
      ? [
          {
            icon: CalendarClock,
            label: t('applyBy'),
            value: (
              <>
                <time dateTime={job.validThrough}>{format.dateTime(new Date(job.validThrough), 'long')}</time>
                {closed && <span className={styles.closed}> ({t('closed')})</span>}
              </>
            ),
          },
        ]
      : []),
  ]
  return (
    <>
      {found.draft && <PreviewBanner locale={locale} />}
      <JsonLd
        data={jobPostingJsonLd({
          url: localizedUrl(locale, itemPath('jobs', slug)),
          title,
          description: plainText(job.description),
          datePosted: job.createdAt,
          validThrough: job.validThrough,
          employmentType: job.employmentType,
          location: job.location,
          address: contact.address,
          hiringOrganization: { name: settings.siteName || 'Hawler Foods', logo: toImage(settings.logo) },
          image: picture,
        })}
      />
      <BreadcrumbJsonLd locale={locale} listPath={listPath('jobs')} title={title} path={itemPath('jobs', slug)} />
      <DetailPage
        note={fallbackFields.includes('title') && <UntranslatedNote locale={locale} />}
        back={{ href: listPath('jobs'), label: t('allJobs') }}
        eyebrowIcon={BriefcaseBusiness}
        eyebrow={t('title')}
        title={title}
        titleLang={lang('title')}
        media={photo && <PhotoGallery images={[photo]} />}
        facts={facts}
        related={
          others.docs.length > 0 && (
            <CardSection id="other-jobs" title={t('other')} seeAll={{ href: listPath('jobs'), label: t('allJobs') }} tone="warm">
              <ContentCards locale={locale} collection="jobs" list={others} headingLevel={3} />
            </CardSection>
          )
        }
      >
        <RichText value={job.description} lang={lang('description')} />
        {!closed && !found.draft && (
          <ApplicationSection
            locale={locale}
            slug={slug}
            retentionDays={settings.applicationRetentionDays ?? DEFAULT_APPLICATION_RETENTION_DAYS}
          />
        )}
      </DetailPage>
    </>
  )
}

export const generateMetadata = resilientMetadata(metadata)
export default resilientPage(JobPage)
