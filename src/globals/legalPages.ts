import type { GlobalConfig } from 'payload'

import { pageGlobalAccess } from '@/access/rules'
import { description } from '@/fields/description'
import { localizedText } from '@/fields/localizedText'
import { revalidateGlobal } from '@/hooks/revalidateOnChange'
import type { LegalPageSlug } from '@/lib/legalPages'

function legalPage(slug: LegalPageSlug, label: string, about: string): GlobalConfig {
  return {
    slug,
    label,
    admin: { group: 'Pages', description: about },
    access: pageGlobalAccess,
    // Every save is kept (the last 50): what a legal page said, and when, can be shown later.
    versions: { max: 50 },
    hooks: { afterChange: revalidateGlobal(slug) },
    fields: [localizedText({ name: 'title', label: 'Title' }), description({ label: 'Text' })],
  }
}

export const PrivacyNotice = legalPage(
  'privacy-notice',
  'Privacy notice',
  'What the site keeps about the people who use it, why, and for how long. Linked from the footer and from every form.',
)

export const LegalNotice = legalPage(
  'legal-notice',
  'Legal notice',
  'Who runs the site: the company’s registered name and address, its registration, who is responsible and how to reach them.',
)

export const AccessibilityStatement = legalPage(
  'accessibility-statement',
  'Accessibility statement',
  'How accessible the site is, what is known not to be, and how to ask for help.',
)
