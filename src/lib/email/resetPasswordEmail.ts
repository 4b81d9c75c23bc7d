import { createTranslator } from 'next-intl'
import type { PayloadRequest } from 'payload'

import { formats, timeZone } from '@/i18n/formats'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'
import { serverURL } from '@/lib/serverUrl'

import { escapeHtml } from './staffEmail'
import { emailParagraph, visitorEmailHtml } from './visitorEmail'

type Args = { req?: PayloadRequest; token?: string; user?: { email?: string | null } }

/** The language of the request that asked for the e-mail: the page's, or `?locale=` on the API. */
function requestLocale(req?: PayloadRequest): Locale {
  return isLocale(req?.locale) ? req.locale : defaultLocale
}

/** The public page where the new password is chosen, in the language the request was made in. */
export function resetPasswordUrl(locale: Locale, token: string): string {
  const prefix = locale === defaultLocale ? '' : `/${locale}`
  return `${serverURL}${prefix}/ResetPassword/${encodeURIComponent(token)}`
}

async function translator(locale: Locale) {
  return createTranslator({ locale, messages: await loadMessages(locale), namespace: 'resetPassword', formats, timeZone })
}

async function siteName(req: PayloadRequest | undefined, locale: Locale): Promise<string> {
  if (!req?.payload) return 'Hawler Foods'
  const settings = await req.payload.findGlobal({ slug: 'site-settings', locale, depth: 0, req })
  return settings.siteName || 'Hawler Foods'
}

export async function resetPasswordEmailSubject({ req }: Args = {}): Promise<string> {
  const locale = requestLocale(req)
  const t = await translator(locale)
  return t('emailSubject', { siteName: await siteName(req, locale) })
}

/** Payload's forgot-password e-mail, rewritten to link to the public site in the request's language. */
export async function resetPasswordEmailHTML({ req, token = '', user }: Args = {}): Promise<string> {
  const locale = requestLocale(req)
  const t = await translator(locale)
  const url = escapeHtml(resetPasswordUrl(locale, token))
  const name = await siteName(req, locale)
  const body = [
    emailParagraph(t('emailGreeting')),
    emailParagraph(t('emailBody', { email: user?.email ?? '', siteName: name })),
    `<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#C62828;color:#FFFFFF;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">${escapeHtml(t('emailButton'))}</a></p>`,
    `<p style="margin:0 0 16px;font-size:14px;color:#6B5B53" dir="ltr">${url}</p>`,
    emailParagraph(t('emailOnce')),
    emailParagraph(t('emailIgnore')),
  ].join('\n')
  return visitorEmailHtml({ locale, siteName: name, body })
}
