import type { CollectionConfig } from 'payload'

import { previewOf } from '@/admin/preview'
import { publishedContentAccess } from '@/access/rules'
import { description } from '@/fields/description'
import { designTexts } from '@/fields/designTexts'
import { image, images } from '@/fields/media'
import { slug } from '@/fields/slug'
import { title } from '@/fields/title'
import { keepOutUntilTranslated } from '@/fields/keepOutUntilTranslated'
import { translationStatus } from '@/fields/translationStatus'
import { revalidateCollection } from '@/hooks/revalidateOnChange'
import { listPath } from '@/lib/contentTypes'
import { englishOriginal } from '@/fields/englishOriginal'

const minutes = (name: string, label: string) =>
  ({ name, label, type: 'number', min: 0, max: 10080, admin: { description: 'In minutes.' } }) as const

export const Recipes: CollectionConfig = {
  slug: 'recipes',
  labels: { singular: 'Recipe', plural: 'Recipes' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'translations', 'products', '_status', 'updatedAt'],
    group: 'Content',
    preview: previewOf('recipes'),
  },
  access: publishedContentAccess,
  hooks: revalidateCollection('recipes'),
  versions: { drafts: true },
  defaultSort: '-createdAt',
  fields: [
    title(),
    description(),
    ...designTexts(),
    images({ name: 'images', label: 'Photos' }),
    {
      name: 'products',
      label: 'Products used',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
    },
    {
      name: 'ingredients',
      label: 'Ingredients',
      type: 'array',
      localized: true,
      labels: { singular: 'Ingredient', plural: 'Ingredients' },
      fields: [{ name: 'item', label: 'Ingredient', type: 'text', required: true, maxLength: 200, admin: { components: englishOriginal } }],
    },
    {
      name: 'steps',
      label: 'Steps',
      type: 'array',
      localized: true,
      labels: { singular: 'Step', plural: 'Steps' },
      fields: [
        { name: 'step', label: 'What to do', type: 'textarea', required: true, maxLength: 2000, admin: { components: englishOriginal } },
      ],
    },
    {
      type: 'row',
      fields: [
        minutes('prepTime', 'Preparation time'),
        minutes('cookTime', 'Cooking time'),
        { name: 'servings', label: 'Servings', type: 'number', min: 1, max: 100 },
      ],
    },
    image({ name: 'topAttachment', label: 'Top picture', description: 'Shown above the recipe.' }),
    image({ name: 'bottomAttachment', label: 'Bottom picture', description: 'Shown below the recipe.' }),
    slug({ page: `${listPath('recipes')}/{slug}` }),
    keepOutUntilTranslated(),
    translationStatus(),
  ],
}
