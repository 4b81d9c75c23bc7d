import type { Payload } from 'payload'

import { defaultLocale, type Locale } from '@/i18n/locales'
import { isClosed } from '@/lib/jobClosing'
import { serverURL } from '@/lib/serverUrl'
import { serverFileName } from '@/lib/uploadFileName'
import type { Application, Job } from '@/payload-types'

import { applicationEmail } from './email'
import type { ApplicationValues } from './validation'

/**
 * The published job a visitor may apply for by its page's slug, or null: unknown, a draft,
 * or closed. In English, as the staff's e-mail names it.
 */
export async function openJob(payload: Payload, slug: string): Promise<Job | null> {
  const { docs } = await payload.find({
    collection: 'jobs',
    where: { slug: { equals: slug }, _status: { equals: 'published' } },
    locale: defaultLocale,
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  const job = docs[0]
  return job && !isClosed(job.validThrough) ? job : null
}

/**
 * Stores a checked application and its CV (already checked to be a whole PDF of at most
 * 5 MB). Visitors may not create applications through the REST API (administrators only):
 * the job page's form, having checked the form, the hidden field and the rate limit, creates
 * it here on their behalf. A CV whose application could not be stored is not kept.
 */
export async function storeApplication(
  payload: Payload,
  { job, values, cv, locale }: { job: Job; values: ApplicationValues; cv: { data: Buffer }; locale: Locale },
): Promise<Application> {
  const file = await payload.create({
    collection: 'cv-files',
    data: {},
    file: { data: cv.data, mimetype: 'application/pdf', name: serverFileName(`cv ${values.name}`, 'pdf'), size: cv.data.length },
    overrideAccess: true,
    depth: 0,
  })
  try {
    return await payload.create({
      collection: 'applications',
      data: { ...values, job: job.id, cv: file.id, locale },
      overrideAccess: true,
      depth: 0,
    })
  } catch (error) {
    await payload.delete({ collection: 'cv-files', id: file.id, overrideAccess: true }).catch(() => undefined)
    throw error
  }
}

/**
 * E-mails a stored application to the address in the site settings, or, without one, to
 * where enquiries go (also the site settings': an editor can change neither) ('sent'); to
 * nobody when neither is set ('no address': it waits in the admin). The CV is not attached:
 * it stays on the site, where the retention period deletes it.
 */
export async function emailApplication(payload: Payload, application: Application, job: Job): Promise<'sent' | 'no address'> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const to = settings.applicationEmail || settings.enquiryEmail
  if (!to) return 'no address'
  const { subject, text, html, replyTo } = applicationEmail({
    name: application.name,
    email: application.email,
    phone: application.phone,
    message: application.message ?? '',
    consent: application.consent,
    jobTitle: job.title ?? '',
    locale: application.locale ?? 'en',
    receivedAt: new Date(application.createdAt),
    adminUrl: `${serverURL}/admin/collections/applications/${application.id}`,
  })
  await payload.sendEmail({ to, replyTo, subject, text, html })
  return 'sent'
}
