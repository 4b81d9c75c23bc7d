import type { CollectionConfig } from 'payload'

import { adminOnlyAccess } from '@/access/rules'
import { serverURL } from '@/lib/serverUrl'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Administrator', plural: 'Administrators' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'updatedAt'], group: 'Settings' },
  access: adminOnlyAccess,
  auth: {
    tokenExpiration: 2 * 60 * 60,
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    cookies: { sameSite: 'Lax', secure: serverURL.startsWith('https://') },
  },
  fields: [{ name: 'name', label: 'Name', type: 'text', maxLength: 100 }],
}
