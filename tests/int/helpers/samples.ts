import type { Payload } from 'payload'

import type { ContentCollection } from '@/data/content'

import { createCategory, createImage } from './fixtures'

// The same list the dashboard reports on: a new content type is tested once it is listed there.
export { dashboardCollections as contentCollections } from '@/lib/contentTypes'

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
