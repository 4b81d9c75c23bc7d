import { HeartPulse } from '@/components/icons'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CardSection } from '@/components/content/CardSection'
import { ContentCards } from '@/components/content/ContentCards'
import { UntranslatedNote } from '@/components/content/UntranslatedNote'
import { DetailPage } from '@/components/content/DetailPage'
import { PhotoGallery } from '@/components/content/PhotoGallery'
import { RichText } from '@/components/content/RichText'
import { fallbackLang, getDocumentBySlug, langAttribute, listDocuments } from '@/data/content'
import { toImage, toImages } from '@/lib/media'
import { getPageSettings } from '@/data/pageSettings'
import { requireLocale } from '@/i18n/requireLocale'
import { itemPath, listPath } from '@/lib/contentTypes'
import { pageMetadata } from '@/data/pageMetadata'
import { plainText } from '@/lib/plainText'
import { BreadcrumbJsonLd } from '@/components/seo/BreadcrumbJsonLd'
import { PreviewBanner } from '@/components/preview/PreviewBanner'
import { resilientMetadata, resilientPage } from '../../../_shared/resilient'

type Props = { params: Promise<{ locale: string; slug: string }> }

// No item is rendered at build time (there is no database then): each is rendered on its
// first request and kept in Next's cache until a save expires its tags (src/data/cache.ts).
export function generateStaticParams() {
  return []
}

async function metadata({ params }: Props): Promise<Metadata> {
  const { slug, ...rest } = await params
  const locale = requireLocale(rest.locale)
  const found = await getDocumentBySlug('health-care', locale, slug)
  if (!found) return {}
  const { doc } = found
  return pageMetadata({
    languages: found.translatedIn,
    locale,
    pathname: itemPath('health-care', slug),
    title: doc.title ?? '',
    description: doc.designDescription || plainText(doc.description),
    image: toImage(doc.images?.[0], 'card'),
    type: 'article',
  })
}

async function HealthCareArticlePage({ params }: Props) {
  const { slug, ...rest } = await params
  const locale = requireLocale(rest.locale)
  setRequestLocale(locale)
  const found = await getDocumentBySlug('health-care', locale, slug)
  if (!found) notFound()
  const { doc: article, fallbackFields } = found
  const [t, settings, more] = await Promise.all([
    getTranslations({ locale, namespace: 'healthCare' }),
    getPageSettings('health-care-settings', locale),
    listDocuments('health-care', locale, { limit: 3, where: { slug: { not_equals: slug } } }),
  ])
  const lang = (field: string) => fallbackLang(fallbackFields.includes(field))
  const section = settings.doc.heading || t('title')
  return (
    <>
      {found.draft && <PreviewBanner locale={locale} />}
      <BreadcrumbJsonLd
        locale={locale}
        listPath={listPath('health-care')}
        title={article.title ?? ''}
        path={itemPath('health-care', slug)}
      />
      <DetailPage
        note={fallbackFields.includes('title') && <UntranslatedNote locale={locale} />}
        back={{ href: listPath('health-care'), label: t('allArticles') }}
        eyebrowIcon={HeartPulse}
        eyebrow={<span {...langAttribute(fallbackLang(settings.fallbackFields.includes('heading')))}>{section}</span>}
        title={article.title ?? ''}
        titleLang={lang('title')}
        subTitle={article.designSubTitle}
        subTitleLang={lang('designSubTitle')}
        lead={article.designDescription}
        leadLang={lang('designDescription')}
        media={<PhotoGallery images={toImages(article.images, 'large')} />}
        related={
          more.docs.length > 0 && (
            <CardSection
              id="more-health-care"
              title={t('more')}
              seeAll={{ href: listPath('health-care'), label: t('allArticles') }}
              tone="warm"
            >
              <ContentCards locale={locale} collection="health-care" list={more} headingLevel={3} />
            </CardSection>
          )
        }
      >
        <RichText value={article.description} lang={lang('description')} />
      </DetailPage>
    </>
  )
}

export const generateMetadata = resilientMetadata(metadata)
export default resilientPage(HealthCareArticlePage)
