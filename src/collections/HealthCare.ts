import type { CollectionConfig } from 'payload'

import { previewOf } from '@/admin/preview'
import { publishedContentAccess } from '@/access/rules'
import { description } from '@/fields/description'
import { designTexts } from '@/fields/designTexts'
import { images } from '@/fields/media'
import { slug } from '@/fields/slug'
import { title } from '@/fields/title'
import { keepOutUntilTranslated } from '@/fields/keepOutUntilTranslated'
import { translationStatus } from '@/fields/translationStatus'
import { revalidateCollection } from '@/hooks/revalidateOnChange'
import { listPath } from '@/lib/contentTypes'

export const HealthCare: CollectionConfig = {
  slug: 'health-care',
  labels: { singular: 'Health care article', plural: 'Health care' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'translations', '_status', 'updatedAt'],
    group: 'Content',
    preview: previewOf('health-care'),
  },
  access: publishedContentAccess,
  hooks: revalidateCollection('health-care'),
  versions: { drafts: true },
  defaultSort: '-createdAt',
  fields: [
    title(),
    description(),
    ...designTexts(),
    images({ name: 'images', label: 'Photos' }),
    slug({ page: `${listPath('health-care')}/{slug}` }),
    keepOutUntilTranslated(),
    translationStatus(),
  ],
}
