import type { Access } from 'payload'

import { isStaff } from './roles'

/** Visitors see published documents; administrators and editors also see drafts. */
export const publishedOrStaff: Access = ({ req }) => {
  if (isStaff(req)) return true
  return { _status: { equals: 'published' } }
}
