import type { CollectionConfig } from 'payload'

import { publishedContentAccess } from '@/access/rules'
import { colour, colourPreview } from '@/fields/colour'
import { description } from '@/fields/description'
import { designTexts } from '@/fields/designTexts'
import { image } from '@/fields/media'
import { slug } from '@/fields/slug'
import { title } from '@/fields/title'
import { translationStatus } from '@/fields/translationStatus'
import { revalidateCollection } from '@/hooks/revalidateOnChange'
import { listPath } from '@/lib/contentTypes'

export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: 'Category', plural: 'Categories' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'translations', 'backgroundColor', 'textColor', '_status'], group: 'Products' },
  access: publishedContentAccess,
  hooks: revalidateCollection('categories'),
  versions: { drafts: true },
  defaultSort: 'order',
  fields: [
    title(),
    description(),
    ...designTexts(),
    {
      type: 'row',
      fields: [
        colour({ name: 'backgroundColor', label: 'Background colour', defaultValue: '#C62828' }),
        colour({ name: 'textColor', label: 'Text colour', defaultValue: '#FFFFFF' }),
      ],
    },
    colourPreview(),
    image({ name: 'image', label: 'Picture', description: 'Shown on the category card.' }),
    {
      name: 'order',
      label: 'Order in lists',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'Lower numbers are shown first.' },
    },
    slug({ page: `${listPath('products')}?category={slug}` }),
    translationStatus(),
  ],
}
