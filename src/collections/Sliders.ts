import type { CollectionBeforeChangeHook, CollectionConfig, TextFieldSingleValidation } from 'payload'

import { publishedContentAccess } from '@/access/rules'
import { description } from '@/fields/description'
import { image } from '@/fields/media'
import { slug } from '@/fields/slug'
import { title } from '@/fields/title'
import { translationStatus } from '@/fields/translationStatus'
import { revalidateCollection } from '@/hooks/revalidateOnChange'

type SlideOrder = { id?: number; position?: number | null; _order?: string | null }

/**
 * Editors reorder slides by dragging them in the list (Payload's `orderable`, stored in
 * `_order`). The home page sorts by `position`, so a moved slide takes the position halfway
 * between its new neighbours; a new slide goes last.
 */
const positionFollowsOrder: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const slide = data as SlideOrder
  const neighbour = async (side: 'before' | 'after', order?: string) => {
    const { docs } = await req.payload.find({
      collection: 'sliders',
      where: {
        and: [
          ...(order ? [{ _order: side === 'before' ? { less_than: order } : { greater_than: order } }] : []),
          ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : []),
        ],
      },
      sort: side === 'before' ? (order ? '-_order' : '-position') : '_order',
      limit: 1,
      depth: 0,
      select: { position: true },
      overrideAccess: true,
      req,
    })
    return (docs[0] as SlideOrder | undefined)?.position ?? undefined
  }
  if (operation === 'create') {
    if (!slide.position) slide.position = ((await neighbour('before')) ?? 0) + 1
    return data
  }
  const order = slide._order
  if (typeof order !== 'string' || order === (originalDoc as SlideOrder | undefined)?._order) return data
  const [before, after] = await Promise.all([neighbour('before', order), neighbour('after', order)])
  if (before === undefined && after === undefined) slide.position = 1
  else if (before === undefined) slide.position = after! - 1
  else if (after === undefined) slide.position = before + 1
  else slide.position = (before + after) / 2
  return data
}

const revalidate = revalidateCollection('sliders')

export const Sliders: CollectionConfig = {
  slug: 'sliders',
  labels: { singular: 'Slide', plural: 'Sliders' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'image', 'translations', 'position', '_status'],
    group: 'Home page',
    components: { afterListTable: ['/admin/RefreshAfterReorder/RefreshAfterReorder#RefreshAfterReorder'] },
  },
  access: publishedContentAccess,
  hooks: { ...revalidate, beforeChange: [positionFollowsOrder] },
  versions: { drafts: true },
  orderable: true,
  defaultSort: '_order',
  fields: [
    title(),
    description(),
    image({
      name: 'image',
      label: 'Picture',
      required: true,
      description: 'A wide picture, at least 1600 pixels across.',
      thumbnailInList: true,
    }),
    {
      name: 'position',
      label: 'Position',
      type: 'number',
      defaultValue: 0,
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Slides are shown from the lowest number up. To change the order, drag the slides in the list of slides.',
      },
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
    // A slide has no page: its slug is kept for the API, out of the editor's way.
    slug({ internal: true }),
    translationStatus(),
  ],
}
