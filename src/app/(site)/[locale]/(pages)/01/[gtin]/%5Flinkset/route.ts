import type { NextRequest } from 'next/server'
import { hasLocale } from 'next-intl'

import { findProductByGtin } from '@/data/products'
import { byLocale, locales } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { itemPath } from '@/lib/contentTypes'
import { LINKSET_CONTEXT, LINKSET_MEDIA_TYPE, linkset, RESOLVER_CORS } from '@/lib/gs1'
import { toGtin14 } from '@/lib/gtin'
import { absoluteUrl, localizedUrl } from '@/lib/metadata'

type Context = { params: Promise<{ locale: string; gtin: string }> }

/**
 * The linkset of a product (GS1 Digital Link, RFC 9264): every link of `/01/{GTIN}` as JSON.
 * The proxy sends a scan here when it asks for it, by `?linkType=linkset` (or `all`) or by
 * `Accept: application/linkset+json` (src/proxy.ts); this address itself is internal.
 */
export async function GET(_request: NextRequest, { params }: Context): Promise<Response> {
  const { locale, gtin } = await params
  if (!hasLocale(routing.locales, locale)) return notFound()
  const product = await findProductByGtin(gtin, locale)
  if (!product) return notFound()

  const digitalLink = absoluteUrl(`/01/${toGtin14(gtin)}`)
  const page = itemPath('products', product.slug)
  const body = linkset({
    anchor: digitalLink,
    itemDescription: product.title,
    pageUrls: byLocale(locales, (language) => localizedUrl(language, page)),
    sections: product.sections,
    locale,
  })
  return new Response(JSON.stringify(body), {
    headers: {
      ...RESOLVER_CORS,
      'Content-Type': LINKSET_MEDIA_TYPE,
      Link: `<${LINKSET_CONTEXT}>; rel="http://www.w3.org/ns/json-ld#context"; type="application/ld+json"`,
      Vary: 'Accept',
    },
  })
}

/** Asked by a scanner app, which reads the status; a person asking for a page gets the site's 404 page. */
function notFound(): Response {
  return new Response('No product has this code.', {
    status: 404,
    headers: { ...RESOLVER_CORS, 'Content-Type': 'text/plain; charset=utf-8' },
  })
}
