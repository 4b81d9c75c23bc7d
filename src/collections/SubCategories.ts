import type { CollectionConfig } from 'payload'

import { publishedContentAccess } from '@/access/rules'
import { description } from '@/fields/description'
import { slug } from '@/fields/slug'
import { title } from '@/fields/title'
import { translationStatus } from '@/fields/translationStatus'
import { revalidateCollection } from '@/hooks/revalidateOnChange'
import { listPath } from '@/lib/contentTypes'

export const SubCategories: CollectionConfig = {
  slug: 'sub-categories',
  labels: { singular: 'Sub category', plural: 'Sub categories' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'translations', 'category', '_status'], group: 'Products' },
  access: publishedContentAccess,
  hooks: revalidateCollection('sub-categories'),
  versions: { drafts: true },
  fields: [
    title(),
    description(),
    { name: 'category', label: 'Category', type: 'relationship', relationTo: 'categories', required: true, index: true },
    slug({ page: `${listPath('products')}?subCategory={slug}` }),
    translationStatus(),
  ],
}
