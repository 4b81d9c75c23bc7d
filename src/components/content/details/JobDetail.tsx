import { getFormatter, getTranslations } from 'next-intl/server'

import { DetailPage, type Fact } from '@/components/content/DetailPage'
import { MoreOfType } from '@/components/content/MoreOfType'
import { PhotoGallery } from '@/components/content/PhotoGallery'
import { RichText } from '@/components/content/RichText'
import { BriefcaseBusiness, CalendarClock, MapPin } from '@/components/icons'
import { ApplicationSection } from '@/components/jobs/ApplicationSection'
import { langAttribute, listDocuments } from '@/data/content'
import { getContactUs, getSiteSettings } from '@/data/site'
import { itemPath, listPath } from '@/lib/contentTypes'
import { isClosed } from '@/lib/jobClosing'
import { toImage } from '@/lib/media'
import { localizedUrl } from '@/lib/metadata'
import { plainText } from '@/lib/plainText'
import { DEFAULT_APPLICATION_RETENTION_DAYS } from '@/lib/retention'
import { jobPostingJsonLd } from '@/lib/structuredData'

import type { ContentDetail } from './contentDetail'
import styles from './JobDetail.module.css'

/** A job: where, what kind and until when, its description, and the application form while it is open. */
export const jobDetail: ContentDetail<'jobs'> = {
  metadata: (doc) => ({
    description: plainText(doc.description),
    image: toImage(doc.attachment, 'card'),
  }),
  structuredData: async ({ locale, slug, found: { doc: job } }) => {
    const [settings, contact] = await Promise.all([getSiteSettings(locale), getContactUs(locale)])
    return jobPostingJsonLd({
      url: localizedUrl(locale, itemPath('jobs', slug)),
      title: job.title ?? '',
      description: plainText(job.description),
      datePosted: job.createdAt,
      validThrough: job.validThrough,
      employmentType: job.employmentType,
      location: job.location,
      address: contact.address,
      hiringOrganization: { name: settings.siteName || 'Hawler Foods', logo: toImage(settings.logo) },
      image: toImage(job.attachment),
    })
  },
  body: async ({ locale, slug, found: { doc: job, draft }, lang, note }) => {
    const [t, format, settings, others] = await Promise.all([
      getTranslations({ locale, namespace: 'jobs' }),
      getFormatter({ locale }),
      getSiteSettings(locale),
      listDocuments('jobs', locale, { limit: 3, where: { slug: { not_equals: slug } } }),
    ])
    const photo = toImage(job.attachment, 'large')
    const closed = isClosed(job.validThrough)
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
      <DetailPage
        note={note}
        back={{ href: listPath('jobs'), label: t('allJobs') }}
        eyebrowIcon={BriefcaseBusiness}
        eyebrow={t('title')}
        title={job.title ?? ''}
        titleLang={lang('title')}
        media={photo && <PhotoGallery images={[photo]} />}
        facts={facts}
        related={<MoreOfType id="other-jobs" title={t('other')} seeAll={t('allJobs')} locale={locale} collection="jobs" list={others} />}
      >
        <RichText value={job.description} lang={lang('description')} />
        {!closed && !draft && (
          <ApplicationSection
            locale={locale}
            slug={slug}
            retentionDays={settings.applicationRetentionDays ?? DEFAULT_APPLICATION_RETENTION_DAYS}
          />
        )}
      </DetailPage>
    )
  },
}
