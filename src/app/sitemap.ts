import type { MetadataRoute } from 'next'

import { type Locale, localeInfo, locales } from '@/i18n/locales'
import { qualityPath } from '@/lib/certificates'
import { itemPath, listPath, publicContentTypes } from '@/lib/contentTypes'
import { whereToBuyPath } from '@/lib/distributors'
import { titledIn } from '@/data/content'
import { payloadClient } from '@/data/payload'
import { legalPages } from '@/lib/legalPages'
import { localizedUrl } from '@/lib/metadata'

// Built from the live database on request, never at build time.
export const dynamic = 'force-dynamic'

/** The pages that are no content type's list: home, about us, contact us, where to buy, quality and certificates, and the legal pages. */
const fixedPages = ['/', '/aboutUs', '/contactUs', whereToBuyPath, qualityPath, ...legalPages.map((page) => page.path)]

const inSitemap = publicContentTypes.filter((type) => type.pages.inSitemap).map((type) => type.slug)

/** A page in each language it is written in (by default all three), each naming the others. */
function entry(path: string, lastModified?: string, written: readonly Locale[] = locales): MetadataRoute.Sitemap {
  const languages = Object.fromEntries(written.map((code: Locale) => [localeInfo[code].tag, localizedUrl(code, path)]))
  return written.map((locale) => ({
    url: localizedUrl(locale, path),
    lastModified,
    alternates: { languages: { ...languages, 'x-default': localizedUrl('en', path) } },
  }))
}

/** Every public page in the languages it is written in, each with its alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const payload = await payloadClient()
  const items = await Promise.all(
    inSitemap.map(async (collection) => {
      const { docs } = await payload.find({
        collection,
        depth: 0,
        pagination: false,
        overrideAccess: false,
        // Every language's title at once: a document is listed in the languages it has one in,
        // not where it is shown in English until translated or kept out.
        locale: 'all',
        select: { slug: true, updatedAt: true, title: true },
      })
      return (docs as Array<{ slug?: string | null; updatedAt?: string }>).flatMap((doc) =>
        doc.slug ? entry(itemPath(collection, doc.slug), doc.updatedAt, titledIn(doc)) : [],
      )
    }),
  )
  return [...[...fixedPages, ...inSitemap.map(listPath)].flatMap((path) => entry(path)), ...items.flat()]
}
