import { notFound, redirect } from 'next/navigation'

import { findProductByGtin } from '@/data/products'
import { localizedPath } from '@/i18n/languagePath'
import { requireLocale } from '@/i18n/requireLocale'
import { itemPath } from '@/lib/contentTypes'
import { DEFAULT_LINK_TYPE, linkRequest, linkTarget } from '@/lib/gs1'
import { ownRedirectPathOr } from '@/lib/redirectTarget'

import { resilientPage } from '../../../_shared/resilient'

type Props = {
  params: Promise<{ locale: string; gtin: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// Answered per request: a 404 kept in the page cache would outlive the product's publication.
export const dynamic = 'force-dynamic'

/**
 * GS1 Digital Link: `/01/{GTIN}`, the address a product's QR code carries, opens the
 * product's page in the visitor's language: the proxy sends `/01/...` to `/ar/01/...` for a
 * visitor who reads Arabic, and a request for the linkset to its route beside this page
 * (src/proxy.ts). The GTIN may be padded to 14 digits or written short. An unknown,
 * unpublished or malformed code gets the site's own 404 page in that language.
 *
 * `?linkType=gs1:allergenInfo` (or `gs1:ingredientsInfo`, `gs1:nutritionalInfo`) opens that
 * part of the page (src/lib/gs1.ts). Any other query is passed on to the page, as the standard
 * asks. `/.well-known/gs1resolver` describes this resolver.
 */
async function ScannedProduct({ params, searchParams }: Props): Promise<never> {
  const { locale: segment, gtin } = await params
  const locale = requireLocale(segment)
  const product = await findProductByGtin(gtin, locale)
  if (!product) notFound()

  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(await searchParams)) for (const one of [value ?? []].flat()) query.append(key, one)
  const asked = linkRequest(query.get('linkType'), null, product.sections)
  query.delete('linkType')
  const pagePath = localizedPath(itemPath('products', product.slug), locale)
  // A temporary redirect (307): the code stays on the packet while the product's page may move.
  const target = linkTarget(query.size > 0 ? `${pagePath}?${query}` : pagePath, asked.kind === 'link' ? asked.linkType : DEFAULT_LINK_TYPE)
  redirect(ownRedirectPathOr(target, pagePath))
}

export default resilientPage(ScannedProduct)
