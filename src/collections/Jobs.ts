import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'

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
import { cacheTag } from '@/lib/cachePolicy'
import { listPath } from '@/lib/contentTypes'
import { closesAt } from '@/lib/jobClosing'
import { expireContentAt } from '@/server/jobs/expireContent'

/** schema.org JobPosting employment types, so structured data needs no mapping. */
export const employmentTypes = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN'] as const

/** A job's page and the list say "closed" from the end of its apply-by day, with no edit then. */
const expireWhenClosing: CollectionAfterChangeHook = async ({ doc, req }) => {
  const closing = closesAt(doc.validThrough)
  if (doc._status !== 'published' || !closing || closing.getTime() <= Date.now()) return doc
  const tags = [cacheTag.collection('jobs'), ...(doc.slug ? [cacheTag.document('jobs', doc.slug)] : [])]
  await expireContentAt(req.payload, [closing], tags, req)
  return doc
}

const revalidate = revalidateCollection('jobs')

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
  hooks: { ...revalidate, afterChange: [...revalidate.afterChange, expireWhenClosing] },
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
      admin: { date: { pickerAppearance: 'dayOnly' }, description: 'The last day applications are accepted.' },
    },
    slug({ page: `${listPath('jobs')}/{slug}` }),
    keepOutUntilTranslated(),
    translationStatus(),
  ],
}
