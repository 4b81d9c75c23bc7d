import { getTranslations } from 'next-intl/server'

import { DetailPage } from '@/components/content/DetailPage'
import { MoreOfType } from '@/components/content/MoreOfType'
import { PhotoGallery } from '@/components/content/PhotoGallery'
import { RichText } from '@/components/content/RichText'
import { HeartPulse } from '@/components/icons'
import { fallbackLang, langAttribute, listDocuments } from '@/data/content'
import { getPageSettings } from '@/data/pageSettings'
import { listPath } from '@/lib/contentTypes'
import { toImage, toImages } from '@/lib/media'
import { plainText } from '@/lib/plainText'

import type { ContentDetail } from './contentDetail'

/** A health-care article: under the heading of its list's settings, its photos and text. */
export const healthCareDetail: ContentDetail<'health-care'> = {
  metadata: (doc) => ({
    description: doc.designDescription || plainText(doc.description),
    image: toImage(doc.images?.[0], 'card'),
    type: 'article',
  }),
  body: async ({ locale, slug, found: { doc: article }, lang, note }) => {
    const [t, settings, more] = await Promise.all([
      getTranslations({ locale, namespace: 'healthCare' }),
      getPageSettings('health-care-settings', locale),
      listDocuments('health-care', locale, { limit: 3, where: { slug: { not_equals: slug } } }),
    ])
    const section = settings.doc.heading || t('title')
    return (
      <DetailPage
        note={note}
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
          <MoreOfType
            id="more-health-care"
            title={t('more')}
            seeAll={t('allArticles')}
            locale={locale}
            collection="health-care"
            list={more}
          />
        }
      >
        <RichText value={article.description} lang={lang('description')} />
      </DetailPage>
    )
  },
}
