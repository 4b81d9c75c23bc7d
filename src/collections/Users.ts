import type {
  CheckboxFieldValidation,
  CollectionAfterChangeHook,
  CollectionBeforeOperationHook,
  CollectionBeforeLoginHook,
  CollectionBeforeValidateHook,
  CollectionConfig,
  PayloadRequest,
} from 'payload'
import { ValidationError } from 'payload'

import { adminField, hiddenFromEditors, isAdmin, isStaff, roles } from '@/access/roles'
import { accountAccess } from '@/access/rules'
import { AccountDisabledError } from '@/lib/auth/errors'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordProblem } from '@/lib/auth/credentials'
import { newPasswordProblem } from '@/lib/auth/passwordStrength'
import { checkAgainstNoAccount } from '@/lib/auth/unknownAccountCheck'
import { resetPasswordEmailHTML, resetPasswordEmailSubject } from '@/lib/email/resetPasswordEmail'
import { serverURL } from '@/lib/serverUrl'

const roleLabels = { admin: 'Administrator', editor: 'Editor' } as const

const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most used, or made from one. Choose another: a few unrelated words make a good one.'

const passwordMessages: Record<Exclude<PasswordProblem, 'weak'>, string> = {
  tooShort: `The password needs at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `The password can have at most ${PASSWORD_MAX_LENGTH} characters.`,
  // The words of the site's reset and change-password forms.
  sameAsEmail: 'The password must not be your e-mail address.',
  common: COMMON_PASSWORD_MESSAGE,
}

/** Refuses a new password that breaks a rule, saying why: for a `weak` one, in zxcvbn's words. */
function refuseBadPassword(password: string, email: string | undefined, req: PayloadRequest): void {
  const refusal = newPasswordProblem(password, email)
  if (!refusal) return
  const message = refusal.problem === 'weak' ? refusal.feedback : passwordMessages[refusal.problem]
  throw new ValidationError({ collection: 'users', errors: [{ path: 'password', message }], req })
}

/** The same password rules wherever a password is set: a new account, the account page, a reset. */
const checkNewPassword: CollectionBeforeValidateHook = ({ data, originalDoc, req }) => {
  const password = (data as { password?: unknown } | undefined)?.password
  if (typeof password !== 'string' || !password) return data
  const email = (data as { email?: string }).email ?? (originalDoc as { email?: string } | undefined)?.email
  refuseBadPassword(password, email, req)
  return data
}

/**
 * A reset (`/api/users/reset-password`, the site's reset page) sets the password without the
 * collection's validation hooks: the same rules, checked before it, with the e-mail address
 * of the account the link belongs to, found as Payload's operation finds it next.
 */
const checkResetPassword: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'resetPassword') return args
  const { token, password } = (args as { data?: { token?: unknown; password?: unknown } }).data ?? {}
  if (typeof password !== 'string') return args
  const account =
    typeof token === 'string'
      ? await req.payload.db.findOne<{ id: number; email?: string }>({
          collection: 'users',
          req,
          where: {
            and: [{ resetPasswordToken: { equals: token } }, { resetPasswordExpiration: { greater_than: new Date().toISOString() } }],
          },
        })
      : null
  refuseBadPassword(password, account?.email, req)
  return args
}

/**
 * Payload computes a password's hash only when the address has an account, so a wrong
 * sign-in answered in 10 ms instead of 190 ms told that an address has none. For an
 * address without an account the same work is done here, before Payload's login (the site's
 * sign-in and `/api/users/login` both run it).
 */
const sameTimeForUnknownAddress: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const { email, password } = (args as { data?: { email?: unknown; password?: unknown } }).data ?? {}
  // Payload refuses these itself, without a hash, whether or not the account exists.
  if (typeof email !== 'string' || !email.trim() || typeof password !== 'string' || !password.trim()) return args
  const account = await req.payload.db.findOne({ collection: 'users', req, where: { email: { equals: email.toLowerCase().trim() } } })
  if (!account) await checkAgainstNoAccount(password)
  return args
}

/**
 * Only an administrator gives an account its role. The field's access rule alone would drop
 * an editor's change without a word; an editor who sends another role than their own, for
 * their account or a new one, is told so (400) before anything is read or written.
 */
const refuseRoleChangeByEditor: CollectionBeforeOperationHook = ({ args, operation, overrideAccess, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  if (overrideAccess || !isStaff(req) || isAdmin(req)) return args
  const role = (args as { data?: { role?: unknown } }).data?.role
  if (role === undefined || role === req.user?.role) return args
  throw new ValidationError({
    collection: 'users',
    errors: [{ path: 'role', message: 'Only an administrator can give an account a role.' }],
    req,
  })
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
  labels: { singular: 'User', plural: 'Users' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role', 'disabled', 'updatedAt'],
    group: 'Settings',
    // An editor's own account stays at /admin/account; the list of accounts is not theirs.
    hidden: hiddenFromEditors,
  },
  access: accountAccess,
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
    beforeOperation: [sameTimeForUnknownAddress, checkResetPassword, refuseRoleChangeByEditor],
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
      name: 'role',
      label: 'Role',
      type: 'select',
      required: true,
      // A new account is an editor unless an administrator says otherwise; the migration that
      // added roles made every account that existed then an administrator.
      defaultValue: 'editor',
      options: roles.map((value) => ({ value, label: roleLabels[value] })),
      access: { create: adminField, update: adminField },
      admin: {
        position: 'sidebar',
        description:
          'An administrator can do everything. An editor writes, publishes and deletes content and page settings, but cannot see user accounts, enquiries or the site settings.',
      },
    },
    {
      name: 'disabled',
      label: 'Turned off',
      type: 'checkbox',
      defaultValue: false,
      access: { create: adminField, update: adminField },
      admin: {
        position: 'sidebar',
        description: 'A turned-off account is signed out at once and cannot sign in until this is unticked.',
      },
      validate: ((value, { req, id }) =>
        value && req.user && id !== undefined && String(req.user.id) === String(id)
          ? 'You cannot turn off your own account. Ask another administrator.'
          : true) satisfies CheckboxFieldValidation,
    },
  ],
}
