import { directionOf, type Locale, localeInfo } from '@/i18n/locales'

import { escapeHtml } from './staffEmail'

/** A paragraph of a visitor's e-mail, its text escaped. */
export const emailParagraph = (text: string, style = '') => `<p style="margin:0 0 16px${style ? `;${style}` : ''}">${escapeHtml(text)}</p>`

/**
 * An e-mail to a visitor (a password reset, an enquiry's acknowledgement): in their language
 * and its direction, under the site's name, in the brand's colours. `body` is HTML made with
 * `emailParagraph` and escaped parts.
 */
export function visitorEmailHtml({ locale, siteName, body }: { locale: Locale; siteName: string; body: string }): string {
  return `<!doctype html>
<html lang="${localeInfo[locale].tag}" dir="${directionOf(locale)}">
<body style="margin:0;padding:24px;background:#FFF8F1;color:#2B1D16;font-family:Tahoma,Arial,sans-serif;font-size:16px;line-height:1.6">
<div style="max-width:560px;margin:0 auto;background:#FFFFFF;border-radius:12px;padding:32px;text-align:start">
<p style="margin:0 0 16px;font-weight:bold;color:#C62828;font-size:20px">${escapeHtml(siteName)}</p>
${body}
</div>
</body>
</html>`
}
