import type { CollectionConfig, GlobalConfig } from 'payload'

import { admin } from './admin'
import { anyone } from './anyone'
import { publishedOrAdmin } from './publishedOrAdmin'

/** Content with drafts: the public reads what is published, administrators do the rest. */
export const publishedContentAccess = {
  read: publishedOrAdmin,
  readVersions: admin,
  create: admin,
  update: admin,
  delete: admin,
} satisfies CollectionConfig['access']

/** Uploaded files are public (pages show them); only administrators change them. */
export const publicFilesAccess = {
  read: anyone,
  create: admin,
  update: admin,
  delete: admin,
} satisfies CollectionConfig['access']

/** Accounts are never readable anonymously. */
export const adminOnlyAccess = {
  read: admin,
  create: admin,
  update: admin,
  delete: admin,
  unlock: admin,
} satisfies CollectionConfig['access']

/** Site-wide texts and settings: everybody reads, administrators edit. */
export const globalAccess = {
  read: anyone,
  readVersions: admin,
  update: admin,
} satisfies GlobalConfig['access']
