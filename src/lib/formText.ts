/**
 * What the site's forms (enquiries, job applications) accept as text: cleaned of what no
 * person types, as each kind of field needs.
 */

/** The longest address mail servers deliver to (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254

/**
 * Payload's own rule for `email` fields: an address a form accepts is one the collection
 * stores (no quotes, spaces, double dots or hyphen-edged domains).
 */
const EMAIL =
  /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i

// Control characters other than tab and line breaks, and the invisible marks that reorder
// text (bidi overrides and isolates, used to disguise a name or an address): nothing a
// person types, and neither an e-mail subject nor a log line should carry them.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value.replace(CONTROL, '') : '')

/** A one-line field: runs of spaces and line breaks become one space. */
export const formLine = (value: FormDataEntryValue | null) => text(value).replace(/\s+/g, ' ').trim()

/** A message keeps its paragraphs; Windows line ends become plain ones. */
export const formParagraphs = (value: FormDataEntryValue | null) =>
  text(value)
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+$/gm, '')
    .trim()

export const isEmailAddress = (value: string) => value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value)

/** The hidden field only robots fill in (the honeypot): a plausible name, so they do. */
export const HONEYPOT_FIELD = 'website'

/** A robot's submission: the hidden field is filled in. */
export const isHoneypotFilled = (form: FormData) => text(form.get(HONEYPOT_FIELD)).trim() !== ''
