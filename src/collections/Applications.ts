import type { CheckboxFieldValidation, CollectionConfig, RelationshipFieldSingleValidation, TextFieldSingleValidation } from 'payload'

import { hiddenFromEditors } from '@/access/roles'
import { adminOnlyAccess } from '@/access/rules'
import { localeInfo, locales } from '@/i18n/locales'
import { APPLICATION_LIMITS } from '@/lib/applications/limits'
import { phoneProblem } from '@/lib/distributors'

import { deleteItsCv } from './CvFiles'

/**
 * A job application sent with the form on an open job's page (src/app/…/jobs/[slug]/apply).
 * Personal data, so administrators only; visitors apply through that form, which checks it
 * and stores it here on their behalf. Each one, with its CV, is deleted once the retention
 * period of the site settings has passed (src/server/jobs/retention.ts).
 */
export const Applications: CollectionConfig = {
  slug: 'applications',
  labels: { singular: 'Job application', plural: 'Job applications' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'job', 'email', 'phone', 'createdAt'],
    listSearchableFields: ['name', 'email', 'phone'],
    group: 'Messages',
    hidden: hiddenFromEditors,
    description:
      'Applications sent with the form on a job’s page, newest first. Open the CV from the application. Each is deleted automatically, with its CV, after the period set in the site settings.',
  },
  access: adminOnlyAccess,
  defaultSort: '-createdAt',
  hooks: { afterDelete: [deleteItsCv] },
  fields: [
    {
      name: 'job',
      label: 'Job',
      type: 'relationship',
      relationTo: 'jobs',
      required: true,
      index: true,
      // Payload checks the id's shape, not that the job exists: the database would refuse it with a server error.
      validate: (async (value, { req }) => {
        if (value == null) return 'Choose the job applied for.'
        const id = typeof value === 'object' ? value.value : value
        const { totalDocs } = await req.payload.count({ collection: 'jobs', where: { id: { equals: id } }, overrideAccess: true, req })
        return totalDocs > 0 ? true : 'This job does not exist.'
      }) satisfies RelationshipFieldSingleValidation,
    },
    {
      type: 'row',
      fields: [
        { name: 'name', label: 'Name', type: 'text', required: true, maxLength: APPLICATION_LIMITS.name, admin: { width: '50%' } },
        { name: 'email', label: 'E-mail', type: 'email', required: true, admin: { width: '50%' } },
      ],
    },
    {
      name: 'phone',
      label: 'Phone',
      type: 'text',
      required: true,
      maxLength: APPLICATION_LIMITS.phone,
      validate: ((value) => phoneProblem(value) ?? true) satisfies TextFieldSingleValidation,
    },
    { name: 'message', label: 'Message', type: 'textarea', maxLength: APPLICATION_LIMITS.message },
    { name: 'cv', label: 'CV (PDF)', type: 'upload', relationTo: 'cv-files', required: true },
    {
      name: 'consent',
      label: 'Agreed to the privacy notice',
      type: 'checkbox',
      required: true,
      validate: ((value) => (value === true ? true : 'The applicant must agree to the privacy notice.')) satisfies CheckboxFieldValidation,
    },
    {
      name: 'locale',
      label: 'Language of the applicant',
      type: 'select',
      options: locales.map((code) => ({ value: code, label: localeInfo[code].label })),
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}
