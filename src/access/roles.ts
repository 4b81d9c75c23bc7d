import type { Access, FieldAccess, PayloadRequest } from 'payload'

/**
 * The roles of an account (`users.role`): an administrator does everything; an editor
 * writes and publishes the content, and has no access to accounts, enquiries (personal
 * data) or the site settings.
 */
export const roles = ['admin', 'editor'] as const
export type Role = (typeof roles)[number]

type SignedIn = { collection?: string; role?: string | null } | null | undefined

/** Anyone signed in with an account of `users`, administrator or editor: the people who edit the site. */
export function isStaffUser(user: SignedIn): boolean {
  return Boolean(user && user.collection === 'users')
}

/** An administrator. An account without a role is not one. */
export function isAdminUser(user: SignedIn): boolean {
  return isStaffUser(user) && user?.role === 'admin'
}

export const isStaff = (req: PayloadRequest): boolean => isStaffUser(req.user)
export const isAdmin = (req: PayloadRequest): boolean => isAdminUser(req.user)

/** Administrators and editors. */
export const staff: Access = ({ req }) => isStaff(req)

/** Administrators only. */
export const admin: Access = ({ req }) => isAdmin(req)

/** Administrators: every account; an editor: their own only; nobody else: none. */
export const adminOrSelf: Access = ({ req }) => {
  if (isAdmin(req)) return true
  if (isStaff(req)) return { id: { equals: req.user!.id } }
  return false
}

/** A field only administrators set. */
export const adminField: FieldAccess = ({ req }) => isAdmin(req)

/**
 * For `admin.hidden`: what only administrators may use is left out of an editor's navigation
 * and dashboard, and its admin screens answer "not found" to them.
 */
export const hiddenFromEditors = ({ user }: { user: SignedIn }): boolean => !isAdminUser(user)
