import type { MetadataRoute } from 'next'

import type { ContentCollection } from '@/data/content'
import { type Locale, localeInfo, locales } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import { localizedUrl } from '@/lib/metadata'

// Built from the live database on request, never at build time.
export const dynamic = 'force-dynamic'

const listPages = ['/', '/products', '/recipes', '/news', '/videos', '/healthCare', '/jobs', '/aboutUs', '/contactUs']

const itemPages: Array<[ContentCollection, string]> = [
  ['products', '/products'],
  ['recipes', '/recipes'],
  ['news', '/news'],
  ['videos', '/videos'],
  ['health-care', '/healthCare'],
  ['jobs', '/jobs'],
]

function entry(path: string, lastModified?: string): MetadataRoute.Sitemap {
  const languages = Object.fromEntries(locales.map((code: Locale) => [localeInfo[code].tag, localizedUrl(code, path)]))
  return locales.map((locale) => ({
    url: localizedUrl(locale, path),
    lastModified,
    alternates: { languages: { ...languages, 'x-default': localizedUrl('en', path) } },
  }))
}

/** Every public page in the three languages, each with its alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const payload = await payloadClient()
  const items = await Promise.all(
    itemPages.map(async ([collection, base]) => {
      const { docs } = await payload.find({
        collection,
        depth: 0,
        pagination: false,
        overrideAccess: false,
        select: { slug: true, updatedAt: true },
      })
      return (docs as Array<{ slug?: string | null; updatedAt?: string }>).flatMap((doc) =>
        doc.slug ? entry(`${base}/${doc.slug}`, doc.updatedAt) : [],
      )
    }),
  )
  return [...listPages.flatMap((path) => entry(path)), ...items.flat()]
}
