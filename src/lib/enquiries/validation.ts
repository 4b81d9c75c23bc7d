/**
 * What the contact page's enquiry form accepts. The same limits are the form's HTML
 * attributes (checked in the browser) and this check on the server, which alone decides;
 * they match the `enquiries` collection (src/collections/Enquiries.ts), so what passes here
 * is stored as it is.
 */
import { EMAIL_MAX_LENGTH, formLine, formParagraphs, isEmailAddress } from '../formText'

export { HONEYPOT_FIELD, isEmailAddress, isHoneypotFilled } from '../formText'

export const ENQUIRY_LIMITS = {
  name: 200,
  company: 200,
  country: 100,
  email: EMAIL_MAX_LENGTH,
  message: 5000,
  /** "Hi" says nothing a distributor could answer. */
  messageMin: 10,
} as const

export type EnquiryValues = {
  name: string
  company: string
  country: string
  email: string
  message: string
  consent: boolean
}

export type EnquiryField = keyof EnquiryValues

/** What can be wrong with each field; with the field's name it names the message shown (`nameRequired`). */
export type EnquiryFieldErrors = {
  name?: 'Required' | 'TooLong'
  company?: 'TooLong'
  country?: 'Required' | 'TooLong'
  email?: 'Required' | 'Invalid'
  message?: 'Required' | 'TooShort' | 'TooLong'
  consent?: 'Required'
}

/** The message key of each possible error: `nameRequired`, `messageTooShort`, … */
export type EnquiryErrorKey = { [F in EnquiryField]-?: `${F}${NonNullable<EnquiryFieldErrors[F]>}` }[EnquiryField]

export const errorKey = <F extends EnquiryField>(field: F, problem: NonNullable<EnquiryFieldErrors[F]>) =>
  `${field}${problem}` as EnquiryErrorKey

/** The fields in the order the form shows them, which is the order of the error summary. */
export const ENQUIRY_FIELDS = ['name', 'company', 'country', 'email', 'message', 'consent'] as const satisfies readonly EnquiryField[]

export const emptyEnquiry: EnquiryValues = { name: '', company: '', country: '', email: '', message: '', consent: false }

/** The form's values, cleaned of what no person types. */
export function enquiryFromForm(form: FormData): EnquiryValues {
  return {
    name: formLine(form.get('name')),
    company: formLine(form.get('company')),
    country: formLine(form.get('country')),
    email: formLine(form.get('email')),
    message: formParagraphs(form.get('message')),
    consent: form.get('consent') === 'yes',
  }
}

/** What is wrong with each field, or null when the enquiry can be stored. */
export function enquiryErrors(values: EnquiryValues): EnquiryFieldErrors | null {
  const errors: EnquiryFieldErrors = {}
  if (!values.name) errors.name = 'Required'
  else if (values.name.length > ENQUIRY_LIMITS.name) errors.name = 'TooLong'
  if (values.company.length > ENQUIRY_LIMITS.company) errors.company = 'TooLong'
  if (!values.country) errors.country = 'Required'
  else if (values.country.length > ENQUIRY_LIMITS.country) errors.country = 'TooLong'
  if (!values.email) errors.email = 'Required'
  else if (!isEmailAddress(values.email)) errors.email = 'Invalid'
  if (!values.message) errors.message = 'Required'
  else if (values.message.length < ENQUIRY_LIMITS.messageMin) errors.message = 'TooShort'
  else if (values.message.length > ENQUIRY_LIMITS.message) errors.message = 'TooLong'
  if (!values.consent) errors.consent = 'Required'
  return Object.keys(errors).length > 0 ? errors : null
}
