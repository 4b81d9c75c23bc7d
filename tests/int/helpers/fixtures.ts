import type { Payload } from 'payload'

import { paragraphsToRichText } from '@/lib/richText'

import { createDoc } from './payload'

/** A tiny valid PNG, for uploads. */
export const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64')

export async function createImage(payload: Payload, alt = 'A test picture'): Promise<number> {
  const media = await createDoc(payload, {
    collection: 'media',
    data: { alt },
    file: {
      data: PNG_1PX,
      mimetype: 'image/png',
      name: `test-${Date.now()}-${Math.random().toString(36).slice(2)}.png`,
      size: PNG_1PX.length,
    },
    overrideAccess: true,
  })
  return media.id
}

export async function createCategory(payload: Payload, title = 'Chips', status: 'published' | 'draft' = 'published') {
  return createDoc(payload, {
    collection: 'categories',
    data: { title, backgroundColor: '#C62828', textColor: '#FFFFFF', _status: status },
    overrideAccess: true,
  })
}

export const text = (value: string) => paragraphsToRichText([value])
