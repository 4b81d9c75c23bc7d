import type { Payload } from 'payload'

import { pictureSizes } from '../../src/lib/pictureSizes'
import type { Media } from '../../src/payload-types'
import type { Picture } from './content/types'
import { drawPicture, PRODUCT_SHAPE, WIDE_SHAPE } from './pictures'

export type PictureShape = 'product' | 'wide'

/**
 * Draws and uploads a picture once; later seeds reuse the file with the same name. A
 * picture uploaded before a size was added to the media collection is uploaded again in
 * place, so that Payload makes every size the pages ask for.
 */
export async function uploadPicture(payload: Payload, picture: Picture, shape: PictureShape = 'product'): Promise<number> {
  const name = `${picture.key}.jpg`
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { equals: name } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const found = existing.docs[0]
  if (found && hasEverySize(found)) return found.id
  const data = await drawPicture(picture, shape === 'wide' ? WIDE_SHAPE : PRODUCT_SHAPE)
  const file = { data, mimetype: 'image/jpeg', name, size: data.length }
  if (found) {
    await payload.update({
      collection: 'media',
      id: found.id,
      data: {},
      file,
      overwriteExistingFiles: true,
      overrideAccess: true,
      depth: 0,
    })
    return found.id
  }
  const created = await payload.create({
    collection: 'media',
    locale: 'en',
    data: { alt: picture.alt.en },
    file,
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

function hasEverySize(media: Media): boolean {
  return pictureSizes.every(({ name }) => Boolean(media.sizes?.[name]?.filename))
}
