import type { CollectionConfig, TextFieldSingleValidation } from 'payload'

import { publishedContentAccess } from '@/access/rules'
import { coordinates } from '@/fields/coordinates'
import { localizedTextarea } from '@/fields/localizedText'
import { title } from '@/fields/title'
import { revalidateCollection } from '@/hooks/revalidateOnChange'
import { phoneProblem, websiteProblem } from '@/lib/distributors'

/** Shops and wholesalers that sell the products, at home and abroad: the "Where to buy" page. */
export const Distributors: CollectionConfig = {
  slug: 'distributors',
  labels: { singular: 'Place to buy', plural: 'Where to buy' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'country', 'city', '_status'],
    group: 'Content',
    description: 'Shops and wholesalers listed on the “Where to buy” page, by country and city.',
  },
  access: publishedContentAccess,
  hooks: revalidateCollection('distributors'),
  versions: { drafts: true },
  defaultSort: 'country',
  fields: [
    title({ name: 'name', label: 'Name', maxLength: 120 }),
    {
      type: 'row',
      fields: [title({ name: 'country', label: 'Country', maxLength: 60 }), title({ name: 'city', label: 'City', maxLength: 60 })],
    },
    localizedTextarea({
      name: 'address',
      label: 'Address',
      maxLength: 300,
      description: 'Street and building, as a visitor would find it.',
    }),
    {
      type: 'row',
      fields: [
        {
          name: 'phone',
          label: 'Phone',
          type: 'text',
          maxLength: 30,
          validate: ((value) => phoneProblem(value) ?? true) satisfies TextFieldSingleValidation,
        },
        { name: 'email', label: 'E-mail', type: 'email' },
        {
          name: 'website',
          label: 'Website',
          type: 'text',
          maxLength: 300,
          validate: ((value) => websiteProblem(value) ?? true) satisfies TextFieldSingleValidation,
        },
      ],
    },
    coordinates({
      name: 'location',
      label: 'Map location',
      description: 'Visitors get a link that opens the map at this point; nothing of the map loads before they click it.',
    }),
  ],
}
