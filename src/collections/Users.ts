import type {
  CheckboxFieldValidation,
  CollectionAfterChangeHook,
  CollectionBeforeOperationHook,
  CollectionBeforeLoginHook,
  CollectionBeforeValidateHook,
  CollectionConfig,
} from 'payload'
import { ValidationError } from 'payload'

import { adminOnlyAccess } from '@/access/rules'
import { AccountDisabledError } from '@/lib/auth/errors'
import { isCommonPassword } from '@/lib/auth/commonPasswords'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '@/lib/auth/credentials'
import { resetPasswordEmailHTML, resetPasswordEmailSubject } from '@/lib/email/resetPasswordEmail'
import { serverURL } from '@/lib/serverUrl'

const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most used, or made from one. Choose another: a few unrelated words make a good one.'

const passwordMessages = {
  tooShort: `The password needs at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `The password can have at most ${PASSWORD_MAX_LENGTH} characters.`,
  sameAsEmail: 'The password must not be the e-mail address.',
  common: COMMON_PASSWORD_MESSAGE,
}

/** The same password rules wherever a password is set: a new account, the account page, a reset. */
const checkNewPassword: CollectionBeforeValidateHook = ({ data, originalDoc, req }) => {
  const password = (data as { password?: unknown } | undefined)?.password
  if (typeof password !== 'string' || !password) return data
  const email = (data as { email?: string }).email ?? (originalDoc as { email?: string } | undefined)?.email
  const problem = passwordProblem(password, email) ?? (isCommonPassword(password) ? 'common' : undefined)
  if (problem) {
    throw new ValidationError({ collection: 'users', errors: [{ path: 'password', message: passwordMessages[problem] }], req })
  }
  return data
}

/**
 * A reset through the REST API (`/api/users/reset-password`) sets the password without the
 * collection's validation hooks: the same rules, checked before it.
 */
const checkResetPassword: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'resetPassword') return args
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (typeof password !== 'string') return args
  const problem = passwordProblem(password) ?? (isCommonPassword(password) ? 'common' : undefined)
  if (problem) throw new ValidationError({ collection: 'users', errors: [{ path: 'password', message: passwordMessages[problem] }], req })
  return args
}

/** A turned-off account cannot sign in, by password or by a reset link. */
const refuseDisabled: CollectionBeforeLoginHook = ({ user }) => {
  if ((user as { disabled?: boolean }).disabled) throw new AccountDisabledError()
  return user
}

/**
 * Turning an account off ends its sessions at once: Payload only accepts a session that
 * is still listed on the account, so its next request is signed out.
 */
const endSessionsWhenDisabled: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc.disabled && !previousDoc?.disabled) {
    await req.payload.db.updateOne({ collection: 'users', id: doc.id, data: { sessions: [] }, req, returning: false })
  }
  return doc
}

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Administrator', plural: 'Administrators' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'disabled', 'updatedAt'], group: 'Settings' },
  access: adminOnlyAccess,
  auth: {
    tokenExpiration: 2 * 60 * 60,
    // Payload's lock counts wrong passwords per account, whoever types them: anyone who knows
    // the administrator's address could keep them out. Wrong passwords are counted per
    // account and address instead (src/lib/rateLimit), at sign-in and in the REST API.
    maxLoginAttempts: 0,
    cookies: { sameSite: 'Lax', secure: serverURL.startsWith('https://') },
    forgotPassword: {
      // One hour, and the link works once (Payload expires the token when it is used).
      expiration: 60 * 60 * 1000,
      // Payload's own "one e-mail per account every 15 s" writes outside the request's
      // transaction, which on SQLite waits for that transaction: a deadlock (src/server/database/sqliteTransactions.ts).
      // The same interval is kept per account by our limits instead (RULES.resetEmailPerAccount).
      minRequestInterval: 0,
      generateEmailHTML: resetPasswordEmailHTML,
      generateEmailSubject: resetPasswordEmailSubject,
    },
  },
  hooks: {
    beforeOperation: [checkResetPassword],
    beforeValidate: [checkNewPassword],
    beforeLogin: [refuseDisabled],
    afterChange: [endSessionsWhenDisabled],
  },
  fields: [
    {
      // Payload's account screen offers its own "Change password", which sets a new password
      // without asking for the current one. A field named `password` whose access refuses
      // updates is how Payload lets a project remove that offer (its Auth fields read this
      // field's permissions); the password itself is still Payload's, never stored here. The
      // one way to change it is the site's own screen, which asks for the current password.
      name: 'password',
      type: 'text',
      virtual: true,
      access: { update: () => false },
      // Not drawn at all: a hidden input would take the id of Payload's own password input.
      admin: { disabled: true },
    },
    {
      name: 'changePassword',
      type: 'ui',
      admin: { disableListColumn: true, components: { Field: '/admin/ChangePassword/ChangePasswordLink#ChangePasswordLink' } },
    },
    { name: 'name', label: 'Name', type: 'text', maxLength: 100 },
    {
      name: 'disabled',
      label: 'Turned off',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: 'A turned-off administrator is signed out at once and cannot sign in until this is unticked.',
      },
      validate: ((value, { req, id }) =>
        value && req.user && id !== undefined && String(req.user.id) === String(id)
          ? 'You cannot turn off your own account. Ask another administrator.'
          : true) satisfies CheckboxFieldValidation,
    },
  ],
}
