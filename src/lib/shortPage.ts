import { type Locale, localeInfo } from '@/i18n/locales'
import { PRIVATE } from '@/lib/cachePolicy'
import { escapeHtml } from '@/lib/email/staffEmail'

type ShortPage = {
  locale: Locale
  status: number
  title: string
  paragraphs: string[]
  /** Points to list under the paragraphs: the mistakes of a form. */
  points?: string[]
  link: { href: string; text: string }
  headers?: Record<string, string>
}

/**
 * A short page in the visitor's language where a form posted without scripts is answered
 * by a route rather than a page (too many messages, an application refused): the status a
 * page cannot choose, what happened, and the way back. For one person, never cached.
 */
export function shortPage({ locale, status, title, paragraphs, points = [], link, headers = {} }: ShortPage): Response {
  const page =
    `<!DOCTYPE html><html lang="${locale}" dir="${localeInfo[locale].dir}"><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
    `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.6;color:#2B1D16">` +
    `<h1>${escapeHtml(title)}</h1>${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}` +
    (points.length > 0 ? `<ul>${points.map((text) => `<li>${escapeHtml(text)}</li>`).join('')}</ul>` : '') +
    `<p><a href="${escapeHtml(link.href)}" style="color:#9E1F1F">${escapeHtml(link.text)}</a></p></body></html>`
  return new Response(page, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PRIVATE, ...headers },
  })
}
