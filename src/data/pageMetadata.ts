import type { Metadata } from 'next'

import { type Locale, localeInfo, locales } from '@/i18n/locales'
import { type SiteImage, toImage } from '@/lib/media'
import { absoluteUrl, localizedUrl, type Query } from '@/lib/metadata'
import { truncate } from '@/lib/plainText'

import { listDocuments } from './content'
import { getSiteSettings } from './site'

/**
 * What a shared link of a page without a picture of its own shows (the home page, lists
 * without a banner, about and contact): the first slide of the home page.
 */
async function siteSharingImage(locale: Locale): Promise<SiteImage | null> {
  const slides = await listDocuments('sliders', locale, { limit: 1, sort: 'position' })
  return toImage(slides.docs[0]?.image, 'hero')
}

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
}

/**
 * Title, description, canonical address, the page in the other languages (hreflang and
 * x-default) and a shared-link preview, the same way on every page.
 */
export async function pageMetadata({ locale, pathname, query, title, description, image, type = 'website' }: Options): Promise<Metadata> {
  const settings = await getSiteSettings(locale)
  const siteName = settings.siteName || 'Hawler Foods'
  const summary = description ? truncate(description, 160) : (settings.tagline ?? undefined)
  const url = localizedUrl(locale, pathname, query)
  const picture = image ?? (await siteSharingImage(locale))
  // A picture without words of its own is described by the page's title.
  const shared = picture ? { url: absoluteUrl(picture.src), width: picture.width, height: picture.height, alt: picture.alt || title } : null
  return {
    title: title === siteName ? title : `${title} | ${siteName}`,
    description: summary,
    alternates: {
      canonical: url,
      languages: {
        ...Object.fromEntries(locales.map((code) => [localeInfo[code].tag, localizedUrl(code, pathname, query)])),
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
      images: shared ? [shared] : undefined,
    },
    twitter: {
      card: shared ? 'summary_large_image' : 'summary',
      title,
      description: summary,
      images: shared ? [{ url: shared.url, alt: shared.alt }] : undefined,
    },
  }
}
