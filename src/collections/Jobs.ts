import type { CollectionConfig } from 'payload'

import { dayPicker } from '@/admin/dates'
import { previewOf } from '@/admin/preview'
import { publishedContentAccess } from '@/access/rules'
import { description } from '@/fields/description'
import { localizedText } from '@/fields/localizedText'
import { image } from '@/fields/media'
import { slug } from '@/fields/slug'
import { title } from '@/fields/title'
import { keepOutUntilTranslated } from '@/fields/keepOutUntilTranslated'
import { translationStatus } from '@/fields/translationStatus'
import { revalidateCollection } from '@/hooks/revalidateOnChange'
import { listPath } from '@/lib/contentTypes'

/** schema.org JobPosting employment types, so structured data needs no mapping. */
export const employmentTypes = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN'] as const

export const Jobs: CollectionConfig = {
  slug: 'jobs',
  labels: { singular: 'Job', plural: 'Jobs' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'translations', 'location', 'validThrough', '_status'],
    group: 'Content',
    preview: previewOf('jobs'),
  },
  access: publishedContentAccess,
  // Also when its apply-by day ends: the type's `changesAt` (src/lib/contentTypes.ts).
  hooks: revalidateCollection('jobs'),
  versions: { drafts: true },
  defaultSort: '-createdAt',
  fields: [
    title(),
    description(),
    image({ name: 'attachment', label: 'Picture' }),
    localizedText({ name: 'location', label: 'Location', description: 'For example: Erbil, Iraq.' }),
    {
      name: 'employmentType',
      label: 'Employment type',
      type: 'select',
      defaultValue: 'FULL_TIME',
      options: [
        { value: 'FULL_TIME', label: 'Full time' },
        { value: 'PART_TIME', label: 'Part time' },
        { value: 'CONTRACTOR', label: 'Contract' },
        { value: 'TEMPORARY', label: 'Temporary' },
        { value: 'INTERN', label: 'Internship' },
      ],
    },
    {
      name: 'validThrough',
      label: 'Apply by',
      type: 'date',
      admin: { date: dayPicker, description: 'The last day applications are accepted.' },
    },
    slug({ page: `${listPath('jobs')}/{slug}` }),
    keepOutUntilTranslated(),
    translationStatus(),
  ],
}
