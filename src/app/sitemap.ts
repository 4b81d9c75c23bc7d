import type { MetadataRoute } from 'next'

import { type Locale, localeInfo, locales } from '@/i18n/locales'
import { qualityPath } from '@/lib/certificates'
import { itemPath, listPath, publicContentTypes } from '@/lib/contentTypes'
import { whereToBuyPath } from '@/lib/distributors'
import { payloadClient } from '@/data/payload'
import { legalPages } from '@/lib/legalPages'
import { localizedUrl } from '@/lib/metadata'

// Built from the live database on request, never at build time.
export const dynamic = 'force-dynamic'

/** The pages that are no content type's list: home, about us, contact us, where to buy, quality and certificates, and the legal pages. */
const fixedPages = ['/', '/aboutUs', '/contactUs', whereToBuyPath, qualityPath, ...legalPages.map((page) => page.path)]

const inSitemap = publicContentTypes.filter((type) => type.pages.inSitemap).map((type) => type.slug)

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
    inSitemap.map(async (collection) => {
      const { docs } = await payload.find({
        collection,
        depth: 0,
        pagination: false,
        overrideAccess: false,
        select: { slug: true, updatedAt: true },
      })
      return (docs as Array<{ slug?: string | null; updatedAt?: string }>).flatMap((doc) =>
        doc.slug ? entry(itemPath(collection, doc.slug), doc.updatedAt) : [],
      )
    }),
  )
  return [...[...fixedPages, ...inSitemap.map(listPath)].flatMap((path) => entry(path)), ...items.flat()]
}
