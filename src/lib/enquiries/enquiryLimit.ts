import { createTranslator } from 'next-intl'

import { defaultLocale, type Locale, localeInfo } from '@/i18n/locales'
import ar from '@/i18n/messages/ar/enquiry.json'
import ckb from '@/i18n/messages/ckb/enquiry.json'
import en from '@/i18n/messages/en/enquiry.json'
import { clientAddressOf } from '@/lib/rateLimit/clientAddress'
import { blocked } from '@/lib/rateLimit/limiter'
import { RULES } from '@/lib/rateLimit/rules'
import { contactPageLocale } from '@/lib/routing'

import { escapeHtml } from './email'
import { PRIVATE } from '@/lib/cachePolicy'

const texts = { en, ar, ckb } satisfies Record<Locale, typeof en>

/** A short page in the visitor's language: too many messages, when to try again, the way back. */
function tooManyEnquiriesPage(locale: Locale, retryAfterSeconds: number): Response {
  const t = createTranslator({ locale, messages: { enquiry: texts[locale] }, namespace: 'enquiry' })
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  const contact = locale === defaultLocale ? '/contactUs' : `/${locale}/contactUs`
  const page =
    `<!DOCTYPE html><html lang="${locale}" dir="${localeInfo[locale].dir}"><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width"><title>${escapeHtml(t('tooManyTitle'))}</title>` +
    `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.6">` +
    `<h1>${escapeHtml(t('tooManyTitle'))}</h1><p>${escapeHtml(t('tooMany', { minutes }))}</p>` +
    `<p><a href="${contact}">${escapeHtml(t('backToContact'))}</a></p></body></html>`
  return new Response(page, {
    status: 429,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': String(retryAfterSeconds), 'Cache-Control': PRIVATE },
  })
}

/**
 * The enquiry form posted without scripts (the browser's own POST, which carries no
 * `Next-Action` header) from an address that has used up its enquiries: a 429 page, since a
 * server action cannot choose its status. Else null, and the action counts the enquiry
 * (src/app/…/contactUs/sendEnquiry.ts); with scripts the action itself says to wait.
 */
export async function enquiryLimitResponse(pathname: string, method: string, headers: Headers): Promise<Response | null> {
  const locale = contactPageLocale(pathname)
  if (!locale || method !== 'POST' || headers.has('next-action')) return null
  const verdict = await blocked(RULES.enquiry, clientAddressOf(headers))
  return verdict.allowed ? null : tooManyEnquiriesPage(locale, verdict.retryAfterSeconds)
}
