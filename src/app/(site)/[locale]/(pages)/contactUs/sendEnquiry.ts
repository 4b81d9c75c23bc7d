'use server'

import { headers } from 'next/headers'
import { after } from 'next/server'

import { payloadClient } from '@/data/payload'
import { defaultLocale, isLocale } from '@/i18n/locales'
import type { EnquiryState } from '@/lib/enquiries/formState'
import { acknowledgeEnquiry, emailEnquiry, storeEnquiry } from '@/lib/enquiries/receive'
import { emptyEnquiry, enquiryErrors, enquiryFromForm, isHoneypotFilled } from '@/lib/enquiries/validation'
import { clientAddressOf } from '@/lib/rateLimit/clientAddress'
import { attempt } from '@/lib/rateLimit/limiter'
import { RULES } from '@/lib/rateLimit/rules'

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60))

/**
 * The contact page's enquiry form. It works without JavaScript: the browser posts the form
 * to the page, which is rendered with this answer (the cached page itself stays cached).
 *
 * A form whose hidden field is filled in comes from a robot: it gets the thank-you a person
 * gets, so it learns nothing, and nothing is stored or sent. A valid enquiry counts against
 * the address's limit, is stored unread for the administrators, and is e-mailed to the
 * address in the contact settings after the answer; the sender gets an acknowledgement in
 * their language, saying when to expect the answer.
 */
export async function sendEnquiry(_previous: EnquiryState, form: FormData): Promise<EnquiryState> {
  const values = enquiryFromForm(form)
  if (isHoneypotFilled(form)) return { values: emptyEnquiry, sent: { name: values.name, email: values.email } }
  const errors = enquiryErrors(values)
  if (errors) return { values, errors }
  const verdict = await attempt(RULES.enquiry, clientAddressOf(await headers()))
  if (!verdict.allowed) return { values, problem: { key: 'tooMany', minutes: minutes(verdict.retryAfterSeconds) } }
  const requested = form.get('locale')
  const locale = isLocale(requested) ? requested : defaultLocale
  try {
    const payload = await payloadClient()
    const enquiry = await storeEnquiry(payload, values, locale)
    after(async () => {
      try {
        await emailEnquiry(payload, enquiry)
      } catch (error) {
        payload.logger.error({ err: error, msg: `Enquiry ${enquiry.id} is stored, but its e-mail could not be sent` })
      }
      try {
        await acknowledgeEnquiry(payload, enquiry)
      } catch (error) {
        payload.logger.error({ err: error, msg: `Enquiry ${enquiry.id} is stored, but its acknowledgement could not be sent` })
      }
    })
  } catch (error) {
    console.error('An enquiry could not be stored.', error)
    return { values, problem: { key: 'failed' } }
  }
  return { values: emptyEnquiry, sent: { name: values.name, email: values.email } }
}
