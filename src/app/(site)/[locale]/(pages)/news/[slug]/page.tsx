import { CalendarDays } from '@/components/icons'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server'

import { CardSection } from '@/components/content/CardSection'
import { ContentCards } from '@/components/content/ContentCards'
import { UntranslatedNote } from '@/components/content/UntranslatedNote'
import { DetailPage } from '@/components/content/DetailPage'
import { PhotoGallery } from '@/components/content/PhotoGallery'
import { RichText } from '@/components/content/RichText'
import { JsonLd } from '@/components/seo/JsonLd'
import { fallbackLang, getDocumentBySlug, listDocuments } from '@/data/content'
import { toImage, toImages } from '@/lib/media'
import { getSiteSettings } from '@/data/site'
import { localeInfo } from '@/i18n/locales'
import { requireLocale } from '@/i18n/requireLocale'
import { itemPath, listPath } from '@/lib/contentTypes'
import { localizedUrl } from '@/lib/metadata'
import { pageMetadata } from '@/data/pageMetadata'
import { plainText } from '@/lib/plainText'
import { newsArticleJsonLd } from '@/lib/structuredData'
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
  const found = await getDocumentBySlug('news', locale, slug)
  if (!found) return {}
  const { doc } = found
  return pageMetadata({
    languages: found.translatedIn,
    locale,
    pathname: itemPath('news', slug),
    title: doc.title ?? '',
    description: plainText(doc.description),
    image: toImage(doc.images?.[0], 'card'),
    type: 'article',
  })
}

async function NewsArticlePage({ params }: Props) {
  const { slug, ...rest } = await params
  const locale = requireLocale(rest.locale)
  setRequestLocale(locale)
  const found = await getDocumentBySlug('news', locale, slug)
  if (!found) notFound()
  const { doc: article, fallbackFields } = found
  const [t, format, settings, others] = await Promise.all([
    getTranslations({ locale, namespace: 'news' }),
    getFormatter({ locale }),
    getSiteSettings(locale),
    listDocuments('news', locale, { limit: 3, where: { slug: { not_equals: slug } } }),
  ])
  const lang = (field: string) => fallbackLang(fallbackFields.includes(field))
  const images = toImages(article.images)
  const published = article.publishedAt ?? article.createdAt
  return (
    <>
      {found.draft && <PreviewBanner locale={locale} />}
      <JsonLd
        data={newsArticleJsonLd({
          url: localizedUrl(locale, itemPath('news', slug)),
          headline: article.title ?? '',
          description: plainText(article.description, 300),
          images,
          datePublished: published,
          dateModified: article.updatedAt,
          publisher: { name: settings.siteName || 'Hawler Foods', logo: toImage(settings.logo) },
          language: localeInfo[locale].tag,
        })}
      />
      <BreadcrumbJsonLd locale={locale} listPath={listPath('news')} title={article.title ?? ''} path={itemPath('news', slug)} />
      <DetailPage
        note={fallbackFields.includes('title') && <UntranslatedNote locale={locale} />}
        back={{ href: listPath('news'), label: t('allNews') }}
        eyebrowIcon={CalendarDays}
        eyebrow={<time dateTime={published}>{format.dateTime(new Date(published), 'long')}</time>}
        title={article.title ?? ''}
        titleLang={lang('title')}
        media={<PhotoGallery images={toImages(article.images, 'large')} />}
        related={
          others.docs.length > 0 && (
            <CardSection id="other-news" title={t('other')} seeAll={{ href: listPath('news'), label: t('allNews') }} tone="warm">
              <ContentCards locale={locale} collection="news" list={others} headingLevel={3} />
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
export default resilientPage(NewsArticlePage)
