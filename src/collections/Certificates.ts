import type { CollectionConfig, DateFieldValidation } from 'payload'

import { dayAndTimePicker } from '@/admin/dates'
import { publishedContentAccess } from '@/access/rules'
import { localizedTextarea } from '@/fields/localizedText'
import { title } from '@/fields/title'
import { revalidateCollection } from '@/hooks/revalidateOnChange'
import { expiresAt, validUntilProblem } from '@/lib/certificates'

/** A date field's value as the API or the form gives it: text or a Date. */
const dateText = (value: unknown) => (value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : undefined)

/**
 * The quality page is kept in cache until something expires it: each save of a published
 * certificate queues the expiry of that page at the moment it stops being valid, so it leaves
 * the page by itself, with nobody signed in.
 */
const revalidate = revalidateCollection('certificates', {
  changesAt: (certificate: { validUntil?: string | null }) => [expiresAt(certificate.validUntil)],
})

/** Food-safety and quality certificates (ISO 22000, FSSC 22000, Halal): listed on the quality page while valid. */
export const Certificates: CollectionConfig = {
  slug: 'certificates',
  labels: { singular: 'Certificate', plural: 'Certificates' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'issuer', 'validUntil', '_status'],
    group: 'Content',
    description: 'Shown on the “Quality and certificates” page until their last valid day. The dashboard warns 60 days before one expires.',
  },
  access: publishedContentAccess,
  hooks: revalidate,
  versions: { drafts: true },
  defaultSort: 'validUntil',
  fields: [
    title({ name: 'name', label: 'Name', maxLength: 120 }),
    localizedTextarea({
      name: 'scope',
      label: 'Scope',
      maxLength: 600,
      description: 'What the certificate covers, as written on it: for example “Production of potato chips and corn snacks”.',
    }),
    {
      type: 'row',
      fields: [
        {
          name: 'issuer',
          label: 'Issued by',
          type: 'text',
          required: true,
          maxLength: 120,
          admin: { description: 'The certification body, for example Bureau Veritas.' },
        },
        {
          name: 'number',
          label: 'Certificate number',
          type: 'text',
          required: true,
          maxLength: 60,
        },
      ],
    },
    {
      name: 'validUntil',
      label: 'Valid until',
      type: 'date',
      required: true,
      index: true,
      admin: {
        position: 'sidebar',
        date: dayAndTimePicker,
        description: 'When it stops being valid, usually its last day at 23:45. It leaves the site by itself at that moment.',
      },
      validate: ((value, { previousValue }) =>
        validUntilProblem(dateText(value), dateText(previousValue)) ?? true) satisfies DateFieldValidation,
    },
    {
      name: 'file',
      label: 'Certificate (PDF)',
      type: 'upload',
      relationTo: 'documents',
      required: true,
      admin: { description: 'The scan of the certificate, as a PDF. Visitors can open it from the page.' },
    },
  ],
}
