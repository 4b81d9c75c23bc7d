import type { CollectionConfig, GlobalConfig } from 'payload'

import { anyone } from './anyone'
import { publishedOrStaff } from './publishedOrStaff'
import { admin, adminOrSelf, staff } from './roles'

/** Content with drafts: the public reads what is published, administrators and editors do the rest. */
export const publishedContentAccess = {
  read: publishedOrStaff,
  readVersions: staff,
  create: staff,
  update: staff,
  delete: staff,
} satisfies CollectionConfig['access']

/** Uploaded files are public (pages show them); administrators and editors change them. */
export const publicFilesAccess = {
  read: anyone,
  create: staff,
  update: staff,
  delete: staff,
} satisfies CollectionConfig['access']

/**
 * Accounts are never readable anonymously. Administrators manage every account; an editor
 * reads and updates their own (name, e-mail), and not its role (a field rule in Users).
 */
export const accountAccess = {
  read: adminOrSelf,
  create: admin,
  update: adminOrSelf,
  delete: admin,
  unlock: admin,
} satisfies CollectionConfig['access']

/** Personal data (enquiries): administrators only, for every operation. */
export const adminOnlyAccess = {
  read: admin,
  create: admin,
  update: admin,
  delete: admin,
} satisfies CollectionConfig['access']

/** Pages and page settings (about us, contact us, list page headings): everybody reads, administrators and editors edit. */
export const pageGlobalAccess = {
  read: anyone,
  readVersions: staff,
  update: staff,
} satisfies GlobalConfig['access']

/**
 * The site settings (name, logo, footer, social links, search words, how long enquiries are
 * kept): everybody reads what the pages show, administrators only edit.
 */
export const siteSettingsAccess = {
  read: anyone,
  readVersions: admin,
  update: admin,
} satisfies GlobalConfig['access']
