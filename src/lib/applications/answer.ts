import type { ApplicationField } from './limits'

/**
 * What `/jobs/{slug}/apply` answers a script (Accept: application/json): the application
 * stored, or what is wrong, each mistake with its field (none for the whole form) and the
 * message in the visitor's language.
 */
export type ApplicationAnswer = { sent: { name: string; email: string } } | { errors: Array<{ field?: ApplicationField; message: string }> }
