import type { Access, FieldAccess, PayloadRequest } from 'payload'

/** Only administrators can sign in, so any signed-in user of `users` is one. */
export function isAdmin(req: PayloadRequest): boolean {
  return Boolean(req.user && req.user.collection === 'users')
}

export const admin: Access = ({ req }) => isAdmin(req)

export const adminField: FieldAccess = ({ req }) => isAdmin(req)
