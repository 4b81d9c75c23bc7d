import type { FieldHook, RelationshipField } from 'payload'

import { isStaff, isStaffUser } from '@/access/roles'
import { updatedById } from '@/lib/accountName'

/**
 * The account that saved the document, set on the server from the signed-in account, never
 * from what the request sends. A save with nobody signed in (a scheduled publish queued
 * without its author, the seed) keeps the one before.
 */
const fromSignedInAccount: FieldHook = ({ req, originalDoc }) => (isStaffUser(req.user) ? req.user!.id : (updatedById(originalDoc) ?? null))

/** "Last changed by", in every document and, through them, in every version. */
export function updatedBy(): RelationshipField {
  return {
    name: 'updatedBy',
    label: 'Last changed by',
    type: 'relationship',
    relationTo: 'users',
    // Who edits the site is the staff's business, not the visitors'.
    access: { read: ({ req }) => isStaff(req) },
    admin: {
      position: 'sidebar',
      readOnly: true,
      // The person's name and the time to the second, not the account's e-mail address.
      components: { Field: '/admin/LastChangedBy/LastChangedBy#LastChangedBy' },
    },
    hooks: { beforeChange: [fromSignedInAccount] },
  }
}
