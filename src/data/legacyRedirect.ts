import { redirect } from 'next/navigation'
import type { Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/languagePath'
import { itemPath, listPath, type PublicContentCollection } from '@/lib/contentTypes'
import { payloadClient } from '@/data/payload'
import { ownRedirectPathOr } from '@/lib/redirectTarget'

/**
 * The spec's item paths (`/productItem?id=…`) took the item as a query parameter. They
 * lead to the item's page when the id or slug names a published item, else to the list.
 */
export async function redirectLegacyItem(request: Request, locale: Locale, collection: PublicContentCollection): Promise<never> {
  const params = new URL(request.url).searchParams
  const key = (params.get('id') ?? params.get('slug') ?? '').trim()
  let target = listPath(collection)
  if (key) {
    const payload = await payloadClient()
    const where: Where = /^\d+$/.test(key)
      ? { or: [{ id: { equals: Number(key) } }, { slug: { equals: key } }] }
      : { slug: { equals: key } }
    const found = await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: false, select: { slug: true } })
    const slug = (found.docs[0] as { slug?: string } | undefined)?.slug
    if (slug) target = itemPath(collection, slug)
  }
  redirect(ownRedirectPathOr(localizedPath(target, locale), localizedPath(listPath(collection), locale)))
}
