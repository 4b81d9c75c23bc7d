import type { Locale } from '@/i18n/locales'
import { LANGUAGE_NAMES, receivedAt, type StaffEmail, staffEmail } from '@/lib/email/staffEmail'

import type { ApplicationValues } from './validation'

export type ApplicationForEmail = ApplicationValues & { jobTitle: string; locale: Locale; receivedAt: Date; adminUrl: string }

/**
 * The e-mail that brings a job application to the address in the site settings. The CV is
 * not attached: a mailbox keeps it for ever, while the site deletes it with the application
 * after the retention period; the link opens it in the admin.
 */
export function applicationEmail(application: ApplicationForEmail): StaffEmail {
  return staffEmail({
    subject: `Job application from ${application.name}: ${application.jobTitle}`,
    intro: 'A new job application was sent with the form on a job’s page of the website. Open it in the admin to read the CV.',
    rows: [
      ['Job', application.jobTitle],
      ['Name', application.name],
      ['E-mail', application.email],
      ['Phone', application.phone],
      ['Language', `${LANGUAGE_NAMES[application.locale]} (${application.locale})`],
      ['Agreed to the privacy notice', application.consent ? 'Yes' : 'No'],
      ['Received', receivedAt(application.receivedAt)],
    ],
    message: application.message,
    sender: { name: application.name, email: application.email },
    adminUrl: application.adminUrl,
  })
}
