/**
 * What a job application form accepts. The same limits are the form's HTML attributes
 * (checked in the browser) and this check on the server, which alone decides; they match
 * the `applications` collection (src/collections/Applications.ts).
 */
import { phoneProblem } from '../distributors'
import { isPdf, pdfLooksComplete } from '../fileSignature'
import { formLine, formParagraphs, isEmailAddress } from '../formText'

import { APPLICATION_LIMITS, type ApplicationField, MAX_CV_BYTES } from './limits'

export * from './limits'

/** What can be wrong with each field; with the field's name it names the message shown (`cvTooLarge`). */
export type ApplicationFieldErrors = {
  name?: 'Required' | 'TooLong'
  email?: 'Required' | 'Invalid'
  phone?: 'Required' | 'Invalid'
  message?: 'TooLong'
  cv?: 'Required' | 'TooLarge' | 'NotPdf' | 'Damaged'
  consent?: 'Required'
}

export type ApplicationErrorKey = {
  [F in ApplicationField]-?: `${F}${NonNullable<ApplicationFieldErrors[F]>}`
}[ApplicationField]

export const applicationErrorKey = <F extends ApplicationField>(field: F, problem: NonNullable<ApplicationFieldErrors[F]>) =>
  `${field}${problem}` as ApplicationErrorKey

export type ApplicationValues = { name: string; email: string; phone: string; message: string; consent: boolean }

/** The form's values, cleaned of what no person types. */
export function applicationFromForm(form: FormData): ApplicationValues {
  return {
    name: formLine(form.get('name')),
    email: formLine(form.get('email')),
    phone: formLine(form.get('phone')),
    message: formParagraphs(form.get('message')),
    consent: form.get('consent') === 'yes',
  }
}

/** The CV as the form sent it: a file with a name and bytes, or null for none chosen. */
export function cvFromForm(form: FormData): File | null {
  const cv = form.get('cv')
  return cv instanceof File && cv.size > 0 ? cv : null
}

/** What is wrong with the CV's bytes, or undefined for a whole PDF of at most 5 MB. */
export function cvProblem(size: number, bytes: Uint8Array): ApplicationFieldErrors['cv'] {
  if (size > MAX_CV_BYTES) return 'TooLarge'
  if (!isPdf(bytes.subarray(0, 5))) return 'NotPdf'
  if (!pdfLooksComplete(bytes.subarray(-1024))) return 'Damaged'
  return undefined
}

/** What is wrong with each field, or null when the application can be stored. */
export function applicationErrors(values: ApplicationValues, cv: ApplicationFieldErrors['cv'] | 'none'): ApplicationFieldErrors | null {
  const errors: ApplicationFieldErrors = {}
  if (!values.name) errors.name = 'Required'
  else if (values.name.length > APPLICATION_LIMITS.name) errors.name = 'TooLong'
  if (!values.email) errors.email = 'Required'
  else if (!isEmailAddress(values.email)) errors.email = 'Invalid'
  if (!values.phone) errors.phone = 'Required'
  else if (values.phone.length > APPLICATION_LIMITS.phone || phoneProblem(values.phone)) errors.phone = 'Invalid'
  if (values.message.length > APPLICATION_LIMITS.message) errors.message = 'TooLong'
  if (cv === 'none') errors.cv = 'Required'
  else if (cv) errors.cv = cv
  if (!values.consent) errors.consent = 'Required'
  return Object.keys(errors).length > 0 ? errors : null
}

/**
 * The HTTP status of a refused application: 413 or 415 when the CV alone is wrong (too
 * large, or not a PDF), else 400.
 */
export function refusalStatus(errors: ApplicationFieldErrors): 400 | 413 | 415 {
  const fields = Object.keys(errors)
  if (fields.length !== 1 || !errors.cv) return 400
  if (errors.cv === 'TooLarge') return 413
  return errors.cv === 'NotPdf' || errors.cv === 'Damaged' ? 415 : 400
}
