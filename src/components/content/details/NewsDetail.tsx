import { getFormatter, getTranslations } from 'next-intl/server'

import { DetailPage } from '@/components/content/DetailPage'
import { MoreOfType } from '@/components/content/MoreOfType'
import { PhotoGallery } from '@/components/content/PhotoGallery'
import { RichText } from '@/components/content/RichText'
import { CalendarDays } from '@/components/icons'
import { listDocuments } from '@/data/content'
import { getSiteSettings } from '@/data/site'
import { localeInfo } from '@/i18n/locales'
import { itemPath, listPath } from '@/lib/contentTypes'
import { toImage, toImages } from '@/lib/media'
import { localizedUrl } from '@/lib/metadata'
import { plainText } from '@/lib/plainText'
import { newsArticleJsonLd } from '@/lib/structuredData'
import type { News } from '@/payload-types'

import type { ContentDetail } from './contentDetail'

/** The day an article was published, or saved first where it has no date of its own. */
const publishedOn = (article: News) => article.publishedAt ?? article.createdAt

/** A news article: its date, photos and text. */
export const newsDetail: ContentDetail<'news'> = {
  metadata: (doc) => ({
    description: plainText(doc.description),
    image: toImage(doc.images?.[0], 'card'),
    type: 'article',
  }),
  structuredData: async ({ locale, slug, found: { doc: article } }) => {
    const settings = await getSiteSettings(locale)
    return newsArticleJsonLd({
      url: localizedUrl(locale, itemPath('news', slug)),
      headline: article.title ?? '',
      description: plainText(article.description, 300),
      images: toImages(article.images),
      datePublished: publishedOn(article),
      dateModified: article.updatedAt,
      publisher: { name: settings.siteName || 'Hawler Foods', logo: toImage(settings.logo) },
      language: localeInfo[locale].tag,
    })
  },
  body: async ({ locale, slug, found: { doc: article }, lang, note }) => {
    const [t, format, others] = await Promise.all([
      getTranslations({ locale, namespace: 'news' }),
      getFormatter({ locale }),
      listDocuments('news', locale, { limit: 3, where: { slug: { not_equals: slug } } }),
    ])
    const published = publishedOn(article)
    return (
      <DetailPage
        note={note}
        back={{ href: listPath('news'), label: t('allNews') }}
        eyebrowIcon={CalendarDays}
        eyebrow={<time dateTime={published}>{format.dateTime(new Date(published), 'long')}</time>}
        title={article.title ?? ''}
        titleLang={lang('title')}
        media={<PhotoGallery images={toImages(article.images, 'large')} />}
        related={<MoreOfType id="other-news" title={t('other')} seeAll={t('allNews')} locale={locale} collection="news" list={others} />}
      >
        <RichText value={article.description} lang={lang('description')} />
      </DetailPage>
    )
  },
}
