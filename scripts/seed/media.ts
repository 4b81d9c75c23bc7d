import type { Payload } from 'payload'

import { pictureSizes } from '../../src/lib/pictureSizes'
import type { Media } from '../../src/payload-types'
import type { Picture } from './content/types'
import type { PictureUse } from './pictures'
import { drawPicture } from './pictures/drawings'
import { olderFileNames, pictureFileName, seedPictures } from './pictures/catalog'

async function findByName(payload: Payload, names: string[]): Promise<Media | undefined> {
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { in: names } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return existing.docs[0]
}

/**
 * Draws and uploads a picture once; later seeds reuse the file with the same name. A
 * picture from an earlier seed (older drawings, or uploaded before a size was added to
 * the media collection) is uploaded again in place, with its alt texts, so that Payload
 * makes every size the pages ask for and no page loses its picture.
 */
export async function uploadPicture(payload: Payload, picture: Picture, use: PictureUse = 'photo'): Promise<number> {
  const name = pictureFileName(picture)
  const current = await findByName(payload, [name])
  if (current && hasEverySize(current)) return current.id
  const found = current ?? (await findByName(payload, olderFileNames(picture)))
  const data = await drawPicture(picture, use)
  const file = { data, mimetype: 'image/jpeg', name, size: data.length }
  if (found) {
    await payload.update({
      collection: 'media',
      id: found.id,
      locale: 'en',
      data: { alt: picture.alt.en },
      file,
      overwriteExistingFiles: true,
      overrideAccess: true,
      depth: 0,
    })
    await translateAlt(payload, found.id, picture)
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
  await translateAlt(payload, created.id, picture)
  return created.id
}

async function translateAlt(payload: Payload, id: number, picture: Picture): Promise<void> {
  for (const locale of ['ar', 'ckb'] as const) {
    await payload.update({ collection: 'media', id, locale, data: { alt: picture.alt[locale] }, overrideAccess: true, depth: 0 })
  }
}

function hasEverySize(media: Media): boolean {
  return pictureSizes.every(({ name }) => Boolean(media.sizes?.[name]?.filename))
}

/**
 * Replaces the drawings of an earlier seed, and makes the sizes added to the media collection
 * since, in a database that already has its demo content (`npm start` on an older data
 * directory); pictures an editor deleted stay deleted.
 */
export async function upgradeSeedPictures(payload: Payload): Promise<number> {
  let upgraded = 0
  for (const { picture, use } of seedPictures()) {
    const current = await findByName(payload, [pictureFileName(picture)])
    if (current ? hasEverySize(current) : !(await findByName(payload, olderFileNames(picture)))) continue
    await uploadPicture(payload, picture, use)
    upgraded++
  }
  return upgraded
}
