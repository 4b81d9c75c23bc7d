/**
 * What the job application form takes: the same in the browser (the form's attributes, the
 * CV's size checked before it is uploaded) and on the server (validation.ts), which alone
 * decides. No imports beyond these few constants: the form's script carries this file.
 */
import { EMAIL_MAX_LENGTH } from '../formText'

/** A CV of a few pages is well under a megabyte; a scanned one may be more. */
export const MAX_CV_BYTES = 5 * 1024 * 1024

/**
 * The most a whole application's body may be: the CV and the text fields with their
 * multipart framing. A longer one is refused before it is read.
 */
export const MAX_APPLICATION_BODY_BYTES = MAX_CV_BYTES + 64 * 1024

export const APPLICATION_LIMITS = {
  name: 200,
  email: EMAIL_MAX_LENGTH,
  phone: 30,
  message: 5000,
} as const

export type ApplicationField = 'name' | 'email' | 'phone' | 'message' | 'cv' | 'consent'

/** The fields in the order the form shows them, which is the order of the error summary. */
export const APPLICATION_FIELDS = ['name', 'email', 'phone', 'message', 'cv', 'consent'] as const satisfies readonly ApplicationField[]
