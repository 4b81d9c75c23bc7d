import { timeZone } from '@/i18n/formats'
import type { Locale } from '@/i18n/locales'

import type { EnquiryValues } from './validation'

/** The languages as the company's staff, who read this e-mail, name them. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ar: 'Arabic', ckb: 'Kurdish (Sorani)' }

export type EnquiryForEmail = EnquiryValues & { locale: Locale; receivedAt: Date; adminUrl: string }

export type EnquiryEmail = { subject: string; text: string; html: string; replyTo: { name: string; address: string } }

/** "Enquiry from Layla Ahmed (Nordic Foods, Sweden)", or "(Sweden)" without a company. */
export function enquirySubject({ name, company, country }: Pick<EnquiryValues, 'name' | 'company' | 'country'>): string {
  return `Enquiry from ${name} (${[company, country].filter(Boolean).join(', ')})`
}

const received = (date: Date) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(date)} (Baghdad time)`

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/**
 * The e-mail that brings an enquiry to the address in the contact settings: in English for
 * the company's staff, whatever the visitor's language, with every field; answering it
 * writes to the visitor (Reply-To). The visitor's words are escaped in the HTML and set
 * with `dir="auto"`, so Arabic and Kurdish read right-to-left inside the English text.
 */
export function enquiryEmail(enquiry: EnquiryForEmail): EnquiryEmail {
  const rows: Array<[label: string, value: string]> = [
    ['Name', enquiry.name],
    ['Company', enquiry.company || '(not given)'],
    ['Country', enquiry.country],
    ['E-mail', enquiry.email],
    ['Language', `${LANGUAGE_NAMES[enquiry.locale]} (${enquiry.locale})`],
    ['Agreed to be contacted', enquiry.consent ? 'Yes' : 'No'],
    ['Received', received(enquiry.receivedAt)],
  ]
  const intro = 'A new enquiry was sent with the form on the contact page of the website.'
  const answer = `Reply to this e-mail to answer ${enquiry.name}: your reply goes to ${enquiry.email}.`
  const text = [
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    enquiry.message,
    '',
    '--',
    answer,
    `In the admin: ${enquiry.adminUrl}`,
    '',
  ].join('\n')

  const cell = 'padding:6px 12px 6px 0;vertical-align:top;text-align:left'
  const html = `<!doctype html>
<html lang="en" dir="ltr">
<body style="margin:0;padding:24px;background:#FFF8F1;color:#2B1D16;font-family:Tahoma,Arial,sans-serif;font-size:16px;line-height:1.6">
<div style="max-width:640px;margin:0 auto;background:#FFFFFF;border-radius:12px;padding:32px">
<p style="margin:0 0 16px;font-weight:bold;color:#C62828;font-size:20px">${escapeHtml(enquirySubject(enquiry))}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<table style="border-collapse:collapse;margin:0 0 16px">
${rows.map(([label, value]) => `<tr><th scope="row" style="${cell};color:#6B5B53;font-weight:normal;white-space:nowrap">${escapeHtml(label)}</th><td style="${cell}" dir="auto">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p style="margin:0 0 8px;color:#6B5B53">Message</p>
<div dir="auto" style="margin:0 0 24px;padding:16px;background:#FFF8F1;border-radius:8px;white-space:pre-wrap">${escapeHtml(enquiry.message)}</div>
<p style="margin:0 0 8px">${escapeHtml(answer)}</p>
<p style="margin:0"><a href="${escapeHtml(enquiry.adminUrl)}" style="color:#9E1F1F">Open it in the admin</a></p>
</div>
</body>
</html>`

  return { subject: enquirySubject(enquiry), text, html, replyTo: { name: enquiry.name, address: enquiry.email } }
}
