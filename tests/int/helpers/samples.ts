import type { CollectionSlug, Payload } from 'payload'

import { createCategory, createImage } from './fixtures'

export const contentCollections = [
  'products',
  'categories',
  'sub-categories',
  'recipes',
  'news',
  'videos',
  'health-care',
  'jobs',
  'sliders',
] as const satisfies readonly CollectionSlug[]

export type ContentCollection = (typeof contentCollections)[number]

/** The least a document of each content type needs to be valid. */
export async function sampleData(payload: Payload, collection: ContentCollection, title: string): Promise<Record<string, unknown>> {
  switch (collection) {
    case 'products':
      return { title, category: (await createCategory(payload, `${title} category`)).id }
    case 'sub-categories':
      return { title, category: (await createCategory(payload, `${title} category`)).id }
    case 'videos':
      return { title, videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }
    case 'sliders':
      return { title, image: await createImage(payload) }
    default:
      return { title }
  }
}
