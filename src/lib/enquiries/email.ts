import type { Locale } from '@/i18n/locales'
import { LANGUAGE_NAMES, receivedAt, type StaffEmail, staffEmail } from '@/lib/email/staffEmail'

import type { EnquiryValues } from './validation'

export { escapeHtml } from '@/lib/email/staffEmail'

export type EnquiryForEmail = EnquiryValues & { locale: Locale; receivedAt: Date; adminUrl: string }

/** "Enquiry from Layla Ahmed (Nordic Foods, Sweden)", or "(Sweden)" without a company. */
export function enquirySubject({ name, company, country }: Pick<EnquiryValues, 'name' | 'company' | 'country'>): string {
  return `Enquiry from ${name} (${[company, country].filter(Boolean).join(', ')})`
}

/** The e-mail that brings an enquiry to the site settings' "Send enquiries to". */
export function enquiryEmail(enquiry: EnquiryForEmail): StaffEmail {
  return staffEmail({
    subject: enquirySubject(enquiry),
    intro: 'A new enquiry was sent with the form on the contact page of the website.',
    rows: [
      ['Name', enquiry.name],
      ['Company', enquiry.company || '(not given)'],
      ['Country', enquiry.country],
      ['E-mail', enquiry.email],
      ['Language', `${LANGUAGE_NAMES[enquiry.locale]} (${enquiry.locale})`],
      ['Agreed to be contacted', enquiry.consent ? 'Yes' : 'No'],
      ['Received', receivedAt(enquiry.receivedAt)],
    ],
    message: enquiry.message,
    sender: { name: enquiry.name, email: enquiry.email },
    adminUrl: enquiry.adminUrl,
  })
}
