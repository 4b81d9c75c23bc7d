import type { Access } from 'payload'

import { isAdmin } from './admin'

/** Visitors see published documents; administrators also see drafts. */
export const publishedOrAdmin: Access = ({ req }) => {
  if (isAdmin(req)) return true
  return { _status: { equals: 'published' } }
}
