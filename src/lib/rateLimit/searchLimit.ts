import { createTranslator } from 'next-intl'

import { defaultLocale, type Locale, localeInfo } from '@/i18n/locales'
import { messagesOutsideRender } from '@/i18n/messages/outsideRender'

import { clientAddressOf } from './clientAddress'
import { attempt } from './limiter'
import { RULES } from './rules'
import { PRIVATE } from '@/lib/cachePolicy'

const escape = (text: string) => text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** A short page in the visitor's language saying when to search again. */
function tooManySearchesPage(locale: Locale, retryAfterSeconds: number): Response {
  const t = createTranslator({
    locale,
    messages: { products: messagesOutsideRender[locale].products },
    namespace: 'products.tooManySearches',
  })
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  const list = locale === defaultLocale ? '/products' : `/${locale}/products`
  const page =
    `<!DOCTYPE html><html lang="${locale}" dir="${localeInfo[locale].dir}"><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width"><title>${escape(t('title'))}</title>` +
    `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.6">` +
    `<h1>${escape(t('title'))}</h1><p>${escape(t('text', { minutes }))}</p><p><a href="${list}">${escape(t('allProducts'))}</a></p></body></html>`
  return new Response(page, {
    status: 429,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': String(retryAfterSeconds), 'Cache-Control': PRIVATE },
  })
}

/** The 429 page when this address has searched too often, else null. */
export async function searchLimitResponse(locale: Locale, headers: Headers): Promise<Response | null> {
  const verdict = await attempt(RULES.search, clientAddressOf(headers))
  return verdict.allowed ? null : tooManySearchesPage(locale, verdict.retryAfterSeconds)
}
