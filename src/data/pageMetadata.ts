import type { Metadata } from 'next'

import { defaultLocale, type Locale, localeInfo, locales } from '@/i18n/locales'
import { SHARING_CARD } from '@/lib/brandAssets'
import type { SiteImage } from '@/lib/media'
import { absoluteUrl, localizedUrl, type Query } from '@/lib/metadata'
import { truncate } from '@/lib/plainText'

import { getSiteSettings } from './site'

type Options = {
  locale: Locale
  /** The page's path without the language prefix, e.g. `/recipes/sumac-chip-crusted-chicken`. */
  pathname: string
  /** Query parameters that make a different page (`page` of a list). */
  query?: Query
  title: string
  description?: string | null
  image?: SiteImage | null
  type?: 'website' | 'article'
  /**
   * The languages the page is written in (a document's `translatedIn`); all by default.
   * Only those are offered to search engines, and a page shown in English where it is not
   * translated names the English page as the one to index.
   */
  languages?: readonly Locale[]
}

/**
 * Title, description, canonical address, the page in the other languages (hreflang and
 * x-default) and a shared-link preview, the same way on every page.
 */
export async function pageMetadata({
  locale,
  pathname,
  query,
  title,
  description,
  image,
  type = 'website',
  languages = locales,
}: Options): Promise<Metadata> {
  const settings = await getSiteSettings(locale)
  const siteName = settings.siteName || 'Hawler Foods'
  const summary = description ? truncate(description, 160) : (settings.tagline ?? undefined)
  const url = localizedUrl(locale, pathname, query)
  // A page without a picture of its own (home, lists, about, contact) shares the brand's
  // card, named like the site; a picture without words of its own takes the page's title.
  const shared = image
    ? { url: absoluteUrl(image.src), width: image.width, height: image.height, alt: image.alt || title }
    : { url: absoluteUrl(SHARING_CARD.src), width: SHARING_CARD.width, height: SHARING_CARD.height, alt: siteName }
  return {
    title: title === siteName ? title : `${title} | ${siteName}`,
    description: summary,
    alternates: {
      canonical: languages.includes(locale) ? url : localizedUrl(defaultLocale, pathname, query),
      languages: {
        ...Object.fromEntries(languages.map((code) => [localeInfo[code].tag, localizedUrl(code, pathname, query)])),
        'x-default': localizedUrl('en', pathname, query),
      },
    },
    openGraph: {
      type,
      url,
      title,
      description: summary,
      siteName,
      locale: localeInfo[locale].tag,
      images: [shared],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description: summary,
      images: [{ url: shared.url, alt: shared.alt }],
    },
  }
}
