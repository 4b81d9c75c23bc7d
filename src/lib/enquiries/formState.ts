import { emptyEnquiry, type EnquiryFieldErrors, type EnquiryValues } from './validation'

/**
 * What the enquiry form shows after it was sent: the values typed (kept after a mistake,
 * cleared after success), what is wrong with them, or the thank-you. The server action
 * answers with it; without JavaScript the page is rendered with it.
 */
export type EnquiryState = {
  values: EnquiryValues
  errors?: EnquiryFieldErrors
  problem?: { key: 'tooMany'; minutes: number } | { key: 'failed' }
  /** Sent: whom to thank, and where the answer will go. */
  sent?: { name: string; email: string }
}

export const initialEnquiryState: EnquiryState = { values: emptyEnquiry }
