import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Enquiry } from '@/payload-types'
import { serverURL } from '@/lib/serverUrl'

import { acknowledgementEmail, DEFAULT_ANSWER_DAYS } from './acknowledgement'
import { enquiryEmail } from './email'
import type { EnquiryValues } from './validation'

/**
 * Stores a checked enquiry, unread. Visitors may not create enquiries through the REST API
 * (administrators only): the contact form's server action, having checked the form, the
 * hidden field and the rate limit, creates it here on their behalf.
 */
export function storeEnquiry(payload: Payload, values: EnquiryValues, locale: Locale): Promise<Enquiry> {
  return payload.create({ collection: 'enquiries', data: { ...values, read: false, locale }, overrideAccess: true, depth: 0 })
}

/**
 * E-mails a stored enquiry to the site settings' "Send enquiries to" ('sent'), or to nobody
 * when none is set ('no address': the enquiry waits in the admin). Not the contact page's
 * address: an editor may change that one, and enquiries are for administrators only.
 */
export async function emailEnquiry(payload: Payload, enquiry: Enquiry): Promise<'sent' | 'no address'> {
  const { enquiryEmail: to } = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  if (!to) return 'no address'
  const { subject, text, html, replyTo } = enquiryEmail({
    name: enquiry.name,
    company: enquiry.company ?? '',
    country: enquiry.country,
    email: enquiry.email,
    message: enquiry.message,
    consent: enquiry.consent,
    locale: enquiry.locale ?? 'en',
    receivedAt: new Date(enquiry.createdAt),
    adminUrl: `${serverURL}/admin/collections/enquiries/${enquiry.id}`,
  })
  await payload.sendEmail({ to, replyTo, subject, text, html })
  return 'sent'
}

/**
 * Tells the sender that their enquiry arrived, in the language they wrote in, and when to
 * expect the answer (the site settings' "We answer enquiries within (working days)").
 */
export async function acknowledgeEnquiry(payload: Payload, enquiry: Enquiry): Promise<void> {
  const locale = enquiry.locale ?? 'en'
  const settings = await payload.findGlobal({ slug: 'site-settings', locale, depth: 0, overrideAccess: true })
  const { subject, text, html } = acknowledgementEmail({
    name: enquiry.name,
    locale,
    siteName: settings.siteName || 'Hawler Foods',
    answerDays: settings.enquiryAnswerDays ?? DEFAULT_ANSWER_DAYS,
  })
  await payload.sendEmail({ to: { name: enquiry.name, address: enquiry.email }, subject, text, html })
}
