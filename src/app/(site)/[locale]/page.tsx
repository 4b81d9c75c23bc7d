import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CardSection } from '@/components/content/CardSection'
import { type CardCollection, ContentCards } from '@/components/content/ContentCards'
import { CategoryCards } from '@/components/home/CategoryCards'
import { HomeHero } from '@/components/home/HomeHero'
import { RevealOnScroll } from '@/components/home/RevealOnScroll'
import { WelcomeBand } from '@/components/home/WelcomeBand'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { listDocuments } from '@/data/content'
import { getSiteSettings } from '@/data/site'
import { requireLocale } from '@/i18n/requireLocale'
import { listPaths } from '@/lib/contentPaths'
import { formatYear } from '@/lib/format'
import { pageMetadata } from '@/lib/metadata'
import { OrganizationJsonLd } from '@/components/seo/OrganizationJsonLd'

type Props = { params: Promise<{ locale: string }> }

/** How many of the latest recipes, news, videos and articles each home section shows. */
const LATEST = 3

/** The sections below the products, in order, with the key of their texts in `home.json`. */
const sections: Array<{ collection: CardCollection; key: 'recipes' | 'news' | 'videos' | 'healthCare' }> = [
  { collection: 'recipes', key: 'recipes' },
  { collection: 'news', key: 'news' },
  { collection: 'videos', key: 'videos' },
  { collection: 'health-care', key: 'healthCare' },
]

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = requireLocale((await params).locale)
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'home' }), getSiteSettings(locale)])
  const year = formatYear(locale, settings.foundingYear ?? 1944)
  return pageMetadata({
    locale,
    pathname: '/',
    title: settings.siteName || t('title'),
    description: settings.tagline || t('intro', { year }),
  })
}

/** Home has its own layout: the header over the slides, then the sections, then the footer. */
export default async function HomePage({ params }: Props) {
  const locale = requireLocale((await params).locale)
  setRequestLocale(locale)
  const [t, settings, slides, categories, ...lists] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getSiteSettings(locale),
    listDocuments('sliders', locale, { limit: 10, sort: 'position' }),
    listDocuments('categories', locale, { limit: 3, sort: 'order' }),
    ...sections.map(({ collection }) => listDocuments(collection, locale, { limit: LATEST })),
  ])
  const year = formatYear(locale, settings.foundingYear ?? 1944)
  return (
    <>
      <OrganizationJsonLd locale={locale} />
      <SiteHeader locale={locale} overlay />
      <main id="main">
        <HomeHero locale={locale} slides={slides} />
        <WelcomeBand
          siteName={settings.siteName || t('title')}
          tagline={settings.tagline || t('intro', { year })}
          since={t('since', { year })}
          year={year}
          storyLabel={t('story')}
        />
        {categories.docs.length > 0 && (
          <CardSection
            id="categories"
            title={t('categories.title')}
            intro={t('categories.intro')}
            seeAll={{ href: listPaths.products, label: t('categories.seeAll') }}
            reveal
          >
            <CategoryCards categories={categories} />
          </CardSection>
        )}
        {sections.map(({ collection, key }, index) =>
          lists[index].docs.length > 0 ? (
            <CardSection
              key={key}
              id={key}
              title={t(`${key}.title`)}
              intro={t(`${key}.intro`)}
              seeAll={{ href: listPaths[collection], label: t(`${key}.seeAll`) }}
              tone={index % 2 === 0 ? 'warm' : 'plain'}
              reveal
            >
              <ContentCards locale={locale} collection={collection} list={lists[index]} headingLevel={3} />
            </CardSection>
          ) : null,
        )}
      </main>
      <SiteFooter locale={locale} />
      <RevealOnScroll />
    </>
  )
}
