import type { Payload } from 'payload'

import type { Picture } from './content/types'
import { drawPicture, PRODUCT_SHAPE, WIDE_SHAPE } from './pictures'

export type PictureShape = 'product' | 'wide'

/** Draws and uploads a picture once; later seeds reuse the file with the same name. */
export async function uploadPicture(payload: Payload, picture: Picture, shape: PictureShape = 'product'): Promise<number> {
  const name = `${picture.key}.jpg`
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { equals: name } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (existing.docs[0]) return existing.docs[0].id
  const data = await drawPicture(picture, shape === 'wide' ? WIDE_SHAPE : PRODUCT_SHAPE)
  const created = await payload.create({
    collection: 'media',
    locale: 'en',
    data: { alt: picture.alt.en },
    file: { data, mimetype: 'image/jpeg', name, size: data.length },
    overrideAccess: true,
    depth: 0,
  })
  for (const locale of ['ar', 'ckb'] as const) {
    await payload.update({
      collection: 'media',
      id: created.id,
      locale,
      data: { alt: picture.alt[locale] },
      overrideAccess: true,
      depth: 0,
    })
  }
  return created.id
}
