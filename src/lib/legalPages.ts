/**
 * The pages the law asks for, each a global an editor writes in three languages: its
 * address, and the key of its name in the footer's messages. Globals rather than a `pages`
 * collection: each exists exactly once at a fixed address that forms and the footer link to,
 * and cannot be deleted, duplicated or renamed by mistake.
 */
export const legalPages = [
  { slug: 'privacy-notice', path: '/privacy', label: 'privacy' },
  { slug: 'legal-notice', path: '/legal', label: 'legalNotice' },
  { slug: 'accessibility-statement', path: '/accessibility', label: 'accessibility' },
] as const

export type LegalPageSlug = (typeof legalPages)[number]['slug']

export const privacyPath = legalPages[0].path
