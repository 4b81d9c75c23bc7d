import type { NextRequest } from 'next/server'
import { hasLocale } from 'next-intl'

import { findProductByGtin } from '@/data/products'
import { localizedPath } from '@/i18n/languagePath'
import { type Locale, locales } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { itemPath } from '@/lib/contentTypes'
import { LINKSET_CONTEXT, LINKSET_MEDIA_TYPE, linkRequest, linkset, linkTarget } from '@/lib/gs1'
import { toGtin14 } from '@/lib/gtin'
import { absoluteUrl, localizedUrl } from '@/lib/metadata'

type Context = { params: Promise<{ locale: string; gtin: string }> }

/** A GS1 resolver answers any site's scanner app (GS1-Conformant Resolver Standard: CORS). */
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': 'Accept, Accept-Language',
  'Access-Control-Expose-Headers': 'Link, Location',
}

/**
 * GS1 Digital Link: `/01/{GTIN}`, the address a product's QR code carries, opens the
 * product's page. It lives under [locale] because the language proxy sends `/01/...` to
 * `/en/01/...`, or redirects it to `/ar/01/...` for a visitor who reads Arabic
 * (src/proxy.ts), so the visitor lands on the page in their language. The GTIN may be padded to 14 digits or written short.
 *
 * `?linkType=gs1:allergenInfo` (or `gs1:ingredientsInfo`, `gs1:nutritionalInfo`) opens that
 * part of the page; `?linkType=linkset` (or `all`, or `Accept: application/linkset+json`)
 * answers every link as JSON (src/lib/gs1.ts). Any other query is passed on to the page, as
 * the standard asks. `/.well-known/gs1resolver` describes this resolver.
 */
export async function GET(request: NextRequest, { params }: Context): Promise<Response> {
  const { locale, gtin } = await params
  if (!hasLocale(routing.locales, locale) || !/^\d{8,14}$/.test(gtin)) return notFound()
  const product = await findProductByGtin(gtin, locale)
  if (!product) return notFound()

  const { searchParams } = request.nextUrl
  const digitalLink = absoluteUrl(`/01/${toGtin14(gtin)}`)
  const asked = linkRequest(searchParams.get('linkType'), request.headers.get('accept'), product.sections)
  const page = itemPath('products', product.slug)

  if (asked.kind === 'linkset') {
    const body = linkset({
      anchor: digitalLink,
      itemDescription: product.title,
      pageUrls: Object.fromEntries(locales.map((language) => [language, localizedUrl(language, page)])) as Record<Locale, string>,
      sections: product.sections,
      locale,
    })
    return new Response(JSON.stringify(body), {
      headers: {
        ...CORS,
        'Content-Type': LINKSET_MEDIA_TYPE,
        Link: `<${LINKSET_CONTEXT}>; rel="http://www.w3.org/ns/json-ld#context"; type="application/ld+json"`,
        Vary: 'Accept',
      },
    })
  }

  const passedOn = new URLSearchParams(searchParams)
  passedOn.delete('linkType')
  const pagePath = localizedPath(page, locale)
  const location = linkTarget(passedOn.size > 0 ? `${pagePath}?${passedOn}` : pagePath, asked.linkType)
  // Temporary: the code stays on the packet while the product's page may move.
  return new Response(null, {
    status: 307,
    headers: {
      ...CORS,
      Location: location,
      Link: `<${digitalLink}?linkType=linkset>; rel="linkset"; type="${LINKSET_MEDIA_TYPE}"`,
      Vary: 'Accept',
    },
  })
}

/** A scanner app on another site asks first whether it may read the answer (CORS). */
export function OPTIONS(): Response {
  return new Response(null, { status: 204, headers: { ...CORS, Allow: 'GET, HEAD, OPTIONS', 'Access-Control-Max-Age': '86400' } })
}

function notFound(): Response {
  return new Response('No product has this code.', {
    status: 404,
    headers: { ...CORS, 'Content-Type': 'text/plain; charset=utf-8' },
  })
}
