import type { Metadata } from 'next'
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server'

import { CardSection } from '@/components/content/CardSection'
import { ContentCards } from '@/components/content/ContentCards'
import { CategoryCards } from '@/components/home/CategoryCards'
import { HomeHero } from '@/components/home/HomeHero'
import { PreferredLanguage } from '@/components/home/PreferredLanguage'
import { RevealOnScroll } from '@/components/home/RevealOnScroll'
import { WelcomeBand } from '@/components/home/WelcomeBand'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { listDocuments } from '@/data/content'
import { getSiteSettings } from '@/data/site'
import { requireLocale } from '@/i18n/requireLocale'
import { listPath, publicContentTypes } from '@/lib/contentTypes'
import { pageMetadata } from '@/data/pageMetadata'
import { OrganizationJsonLd } from '@/components/seo/OrganizationJsonLd'
import { resilientMetadata, resilientPage } from './_shared/resilient'

type Props = { params: Promise<{ locale: string }> }

/** How many of the latest recipes, news, videos and articles each home section shows. */
const LATEST = 3

/** The sections below the categories, in the declaration's order; their texts in `home.json` are keyed by screen. */
const sections = publicContentTypes.flatMap((type) =>
  type.pages.onHome && type.slug !== 'products' ? [{ collection: type.slug, key: type.pages.screen }] : [],
)

async function metadata({ params }: Props): Promise<Metadata> {
  const locale = requireLocale((await params).locale)
  const [t, format, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getFormatter({ locale }),
    getSiteSettings(locale),
  ])
  const year = format.number(settings.foundingYear ?? 1944, 'year')
  return pageMetadata({
    locale,
    pathname: '/',
    title: settings.siteName || t('title'),
    description: settings.tagline || t('intro', { year }),
  })
}

/** Home has its own layout: the header over the slides, then the sections, then the footer. */
async function HomePage({ params }: Props) {
  const locale = requireLocale((await params).locale)
  setRequestLocale(locale)
  const [t, format, settings, slides, categories, ...lists] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getFormatter({ locale }),
    getSiteSettings(locale),
    listDocuments('sliders', locale, { limit: 10, sort: 'position' }),
    listDocuments('categories', locale, { limit: 3, sort: 'order' }),
    ...sections.map(({ collection }) => listDocuments(collection, locale, { limit: LATEST })),
  ])
  const year = format.number(settings.foundingYear ?? 1944, 'year')
  return (
    <>
      <PreferredLanguage locale={locale} />
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
            seeAll={{ href: listPath('products'), label: t('categories.seeAll') }}
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
              seeAll={{ href: listPath(collection), label: t(`${key}.seeAll`) }}
              tone={index % 2 === 0 ? 'warm' : 'plain'}
              reveal
            >
              <ContentCards locale={locale} collection={collection} list={lists[index]} headingLevel={3} row />
            </CardSection>
          ) : null,
        )}
      </main>
      <SiteFooter locale={locale} />
      <RevealOnScroll />
    </>
  )
}

export const generateMetadata = resilientMetadata(metadata)
export default resilientPage(HomePage)
