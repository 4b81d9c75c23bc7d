import type { CollectionConfig, TextFieldSingleValidation } from 'payload'

import { publishedContentAccess } from '@/access/rules'
import { description } from '@/fields/description'
import { image } from '@/fields/media'
import { slug } from '@/fields/slug'
import { title } from '@/fields/title'
import { translationStatus } from '@/fields/translationStatus'
import { revalidateCollection } from '@/hooks/revalidateOnChange'

export const Sliders: CollectionConfig = {
  slug: 'sliders',
  labels: { singular: 'Slide', plural: 'Sliders' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'translations', 'position', '_status'], group: 'Home page' },
  access: publishedContentAccess,
  hooks: revalidateCollection('sliders'),
  versions: { drafts: { validate: true } },
  defaultSort: 'position',
  fields: [
    title(),
    description(),
    image({ name: 'image', label: 'Picture', required: true, description: 'A wide picture, at least 1600 pixels across.' }),
    {
      name: 'position',
      label: 'Position',
      type: 'number',
      defaultValue: 0,
      index: true,
      admin: { position: 'sidebar', description: 'Slides are shown from the lowest number up.' },
    },
    {
      name: 'link',
      label: 'Link',
      type: 'text',
      admin: { description: 'Optional: a page of this site (/products) or a full address (https://…).' },
      validate: ((value) => {
        if (typeof value !== 'string' || !value) return true
        return /^\/(?!\/)\S*$/.test(value) || /^https:\/\/\S+$/.test(value)
          ? true
          : 'The link must be a page of this site starting with / or a full address starting with https://'
      }) satisfies TextFieldSingleValidation,
    },
    slug(),
    translationStatus(),
  ],
}
