/**
 * What the contact page's enquiry form accepts. The same limits are the form's HTML
 * attributes (checked in the browser) and this check on the server, which alone decides;
 * they match the `enquiries` collection (src/collections/Enquiries.ts), so what passes here
 * is stored as it is.
 */

export const ENQUIRY_LIMITS = {
  name: 200,
  company: 200,
  country: 100,
  /** The longest address mail servers deliver to (RFC 5321). */
  email: 254,
  message: 5000,
  /** "Hi" says nothing a distributor could answer. */
  messageMin: 10,
} as const

/** The hidden field only robots fill in (the honeypot): a plausible name, so they do. */
export const HONEYPOT_FIELD = 'website'

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

/**
 * Payload's own rule for `email` fields: an address this form accepts is one the
 * collection stores (no quotes, spaces, double dots or hyphen-edged domains).
 */
const EMAIL =
  /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i

// Control characters other than tab and line breaks, and the invisible marks that reorder
// text (bidi overrides and isolates, used to disguise a name or an address): nothing a
// person types, and neither an e-mail subject nor a log line should carry them.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value.replace(CONTROL, '') : '')

/** A one-line field: runs of spaces and line breaks become one space. */
const line = (value: FormDataEntryValue | null) => text(value).replace(/\s+/g, ' ').trim()

/** The message keeps its paragraphs; Windows line ends become plain ones. */
const paragraphs = (value: FormDataEntryValue | null) =>
  text(value)
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+$/gm, '')
    .trim()

/** The form's values, cleaned of what no person types. */
export function enquiryFromForm(form: FormData): EnquiryValues {
  return {
    name: line(form.get('name')),
    company: line(form.get('company')),
    country: line(form.get('country')),
    email: line(form.get('email')),
    message: paragraphs(form.get('message')),
    consent: form.get('consent') === 'yes',
  }
}

export const isEmailAddress = (value: string) => value.length <= ENQUIRY_LIMITS.email && EMAIL.test(value)

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

/** A robot's submission: the hidden field is filled in. */
export const isHoneypotFilled = (form: FormData) => text(form.get(HONEYPOT_FIELD)).trim() !== ''
