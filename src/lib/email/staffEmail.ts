import { timeZone } from '@/i18n/formats'
import { byLocale, localeInfo, locales } from '@/i18n/locales'

/** The languages as the company's staff, who read these e-mails, name them: "Kurdish (Sorani)". */
export const LANGUAGE_NAMES = byLocale(locales, (locale) => {
  const { englishName, variety } = localeInfo[locale]
  return variety ? `${englishName} (${variety})` : englishName
})

export type StaffEmail = { subject: string; text: string; html: string; replyTo: { name: string; address: string } }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** "27 November 2026 at 12:30 (Baghdad time)". */
export const receivedAt = (date: Date) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(date)} (Baghdad time)`

type Message = {
  subject: string
  intro: string
  rows: Array<[label: string, value: string]>
  /** What the visitor wrote, shown under the table; left out when empty. */
  message: string
  /** Who sent it: answering the e-mail writes to them. */
  sender: { name: string; email: string }
  adminUrl: string
}

/**
 * An e-mail that brings what a visitor sent (an enquiry, a job application) to the company's
 * staff: in English, whatever the visitor's language, with every field; answering it writes
 * to the visitor (Reply-To). The visitor's words are escaped in the HTML and set with
 * `dir="auto"`, so Arabic and Kurdish read right-to-left inside the English text.
 */
export function staffEmail({ subject, intro, rows, message, sender, adminUrl }: Message): StaffEmail {
  const answer = `Reply to this e-mail to answer ${sender.name}: your reply goes to ${sender.email}.`
  const text = [
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(message ? ['', 'Message:', message] : []),
    '',
    '--',
    answer,
    `In the admin: ${adminUrl}`,
    '',
  ].join('\n')

  const cell = 'padding:6px 12px 6px 0;vertical-align:top;text-align:left'
  const html = `<!doctype html>
<html lang="en" dir="ltr">
<body style="margin:0;padding:24px;background:#FFF8F1;color:#2B1D16;font-family:Tahoma,Arial,sans-serif;font-size:16px;line-height:1.6">
<div style="max-width:640px;margin:0 auto;background:#FFFFFF;border-radius:12px;padding:32px">
<p style="margin:0 0 16px;font-weight:bold;color:#C62828;font-size:20px">${escapeHtml(subject)}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<table style="border-collapse:collapse;margin:0 0 16px">
${rows.map(([label, value]) => `<tr><th scope="row" style="${cell};color:#6B5B53;font-weight:normal;white-space:nowrap">${escapeHtml(label)}</th><td style="${cell}" dir="auto">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
${message ? `<p style="margin:0 0 8px;color:#6B5B53">Message</p>\n<div dir="auto" style="margin:0 0 24px;padding:16px;background:#FFF8F1;border-radius:8px;white-space:pre-wrap">${escapeHtml(message)}</div>\n` : ''}<p style="margin:0 0 8px">${escapeHtml(answer)}</p>
<p style="margin:0"><a href="${escapeHtml(adminUrl)}" style="color:#9E1F1F">Open it in the admin</a></p>
</div>
</body>
</html>`

  return { subject, text, html, replyTo: { name: sender.name, address: sender.email } }
}
