import type { CollectionConfig, Field, RelationshipFieldSingleValidation } from 'payload'

import { previewOf } from '@/admin/preview'
import { publishedContentAccess } from '@/access/rules'
import { barcode } from '@/fields/barcode'
import { description } from '@/fields/description'
import { foodInformationTab } from '@/fields/foodInformation'
import { images } from '@/fields/media'
import { packs } from '@/fields/packs'
import { slug } from '@/fields/slug'
import { title } from '@/fields/title'
import { keepBarcodeOnMainPack } from '@/hooks/mainPackBarcode'
import { fillProductSearchText } from '@/hooks/productSearchText'
import { keepOutUntilTranslated } from '@/fields/keepOutUntilTranslated'
import { translationStatus } from '@/fields/translationStatus'
import { revalidateCollection } from '@/hooks/revalidateOnChange'
import { listPath } from '@/lib/contentTypes'

/** The product's own fields, in the form's first tab. */
function productFields(): Field[] {
  return [
    title(),
    description(),
    barcode({ fromMainPack: true }),
    packs(),
    images({ name: 'images', label: 'Photos', description: 'High-resolution photos; the first one is the main photo.' }),
    {
      type: 'row',
      fields: [
        { name: 'category', label: 'Category', type: 'relationship', relationTo: 'categories', required: true, index: true },
        {
          name: 'subCategory',
          label: 'Sub category',
          type: 'relationship',
          relationTo: 'sub-categories',
          index: true,
          filterOptions: ({ siblingData }) => {
            const category = (siblingData as { category?: unknown }).category
            return category ? { category: { equals: category } } : true
          },
          validate: (async (value, { req, siblingData }) => {
            if (value == null) return true
            const category = (siblingData as { category?: unknown }).category
            const sub = await req.payload.findByID({
              collection: 'sub-categories',
              id: value as number,
              depth: 0,
              req,
              disableErrors: true,
            })
            if (!sub) return 'This sub category does not exist.'
            const parent = typeof sub.category === 'object' ? sub.category?.id : sub.category
            return parent === (typeof category === 'object' && category ? (category as { id: unknown }).id : category)
              ? true
              : 'This sub category belongs to another category.'
          }) satisfies RelationshipFieldSingleValidation,
        },
      ],
    },
  ]
}

export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: 'Product', plural: 'Products' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'translations', 'barcode', 'category', '_status', 'updatedAt'],
    group: 'Products',
    preview: previewOf('products'),
  },
  access: publishedContentAccess,
  hooks: { ...revalidateCollection('products'), beforeValidate: [keepBarcodeOnMainPack], beforeChange: [fillProductSearchText] },
  versions: { drafts: true },
  defaultSort: 'order',
  fields: [
    {
      type: 'tabs',
      tabs: [{ label: 'Product', fields: productFields() }, foodInformationTab()],
    },
    {
      name: 'order',
      label: 'Order in lists',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'Lower numbers are shown first.' },
    },
    slug({ page: `${listPath('products')}/{slug}` }),
    {
      // Written by `fillProductSearchText`; the product list searches it (see src/lib/arabicSearch.ts).
      name: 'searchText',
      type: 'text',
      index: true,
      admin: { hidden: true, readOnly: true },
    },
    keepOutUntilTranslated(),
    translationStatus(),
  ],
}
