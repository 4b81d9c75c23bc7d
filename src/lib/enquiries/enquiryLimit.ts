import { createTranslator } from 'next-intl'

import { formats } from '@/i18n/formats'

import { pathInLanguage } from '@/i18n/languagePath'
import type { Locale } from '@/i18n/locales'
import { messagesOutsideRender } from '@/i18n/messages/outsideRender'
import { clientAddressOf } from '@/lib/rateLimit/clientAddress'
import { blocked } from '@/lib/rateLimit/limiter'
import { RULES } from '@/lib/rateLimit/rules'
import { contactPageLocale } from '@/lib/routing'

import { shortPage } from '@/lib/shortPage'

/** A short page in the visitor's language: too many messages, when to try again, the way back. */
function tooManyEnquiriesPage(locale: Locale, retryAfterSeconds: number): Response {
  const t = createTranslator({ locale, messages: { enquiry: messagesOutsideRender[locale].enquiry }, namespace: 'enquiry', formats })
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return shortPage({
    locale,
    status: 429,
    title: t('tooManyTitle'),
    paragraphs: [t('tooMany', { minutes })],
    link: { href: pathInLanguage('/contactUs', locale), text: t('backToContact') },
    headers: { 'Retry-After': String(retryAfterSeconds) },
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
