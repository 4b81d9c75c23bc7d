import type { CollectionConfig } from 'payload'

import { dayPicker } from '@/admin/dates'
import { previewOf } from '@/admin/preview'
import { publishedContentAccess } from '@/access/rules'
import { description } from '@/fields/description'
import { images } from '@/fields/media'
import { slug } from '@/fields/slug'
import { title } from '@/fields/title'
import { keepOutUntilTranslated } from '@/fields/keepOutUntilTranslated'
import { translationStatus } from '@/fields/translationStatus'
import { revalidateCollection } from '@/hooks/revalidateOnChange'
import { listPath } from '@/lib/contentTypes'

export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: 'News article', plural: 'News' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'translations', 'publishedAt', '_status'],
    group: 'Content',
    preview: previewOf('news'),
  },
  access: publishedContentAccess,
  hooks: revalidateCollection('news'),
  versions: { drafts: true },
  defaultSort: '-publishedAt',
  fields: [
    title(),
    description(),
    images({ name: 'images', label: 'Photos' }),
    {
      name: 'publishedAt',
      label: 'Publication date',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: dayPicker },
      hooks: {
        // A news article is dated the day it is first published unless the editor sets a date.
        beforeChange: [({ value, siblingData }) => value ?? (siblingData._status === 'published' ? new Date().toISOString() : value)],
      },
    },
    slug({ page: `${listPath('news')}/{slug}` }),
    keepOutUntilTranslated(),
    translationStatus(),
  ],
}
