import { hasLocale } from 'next-intl'

import { findProductSlugByGtin } from '@/data/products'
import { localizedPath } from '@/i18n/languagePath'
import { routing } from '@/i18n/routing'
import { itemPath } from '@/lib/contentTypes'

type Context = { params: Promise<{ locale: string; gtin: string }> }

/**
 * GS1 Digital Link: `/01/{GTIN}`, the address a product's QR code carries, opens the
 * product's page. It lives under [locale] because the language proxy sends `/01/...` to
 * `/en/01/...`, or redirects it to `/ar/01/...` for a visitor who reads Arabic
 * (src/proxy.ts), so the visitor lands on the page in their language. The GTIN may be padded to 14 digits or written short.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { locale, gtin } = await params
  if (!hasLocale(routing.locales, locale) || !/^\d{8,14}$/.test(gtin)) return notFound()
  const slug = await findProductSlugByGtin(gtin)
  if (!slug) return notFound()
  // Temporary: the code stays on the packet while the product's page may move.
  return new Response(null, { status: 307, headers: { Location: localizedPath(itemPath('products', slug), locale) } })
}

function notFound(): Response {
  return new Response('No product has this code.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
