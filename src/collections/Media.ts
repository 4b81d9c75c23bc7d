import type { CollectionConfig } from 'payload'
import { APIError } from 'payload'

import { publicFilesAccess } from '@/access/rules'
import { title } from '@/fields/title'
import { revalidateCollection } from '@/hooks/revalidateOnChange'
import { mediaDir } from '@/lib/paths'

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif']
export const VIDEO_TYPES = ['video/mp4']
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024
/** Also the request limit in `payload.config.ts`: videos are the largest uploads. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024

const webp = { format: 'webp', options: { quality: 80 } } as const

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Picture or video', plural: 'Media library' },
  admin: { group: 'Media', defaultColumns: ['filename', 'alt', 'mimeType', 'filesize'] },
  access: publicFilesAccess,
  upload: {
    staticDir: mediaDir,
    mimeTypes: [...IMAGE_TYPES, ...VIDEO_TYPES],
    focalPoint: true,
    crop: true,
    adminThumbnail: 'thumbnail',
    // Small uploads still get every size, so pages never ask for a size that is missing.
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, withoutEnlargement: false, formatOptions: webp },
      { name: 'card', width: 800, height: 600, withoutEnlargement: false, formatOptions: webp },
      { name: 'hero', width: 1920, height: 800, withoutEnlargement: false, formatOptions: webp },
    ],
  },
  hooks: {
    ...revalidateCollection('media'),
    beforeOperation: [
      ({ req, operation }) => {
        const file = req.file
        if (
          (operation === 'create' || operation === 'update') &&
          file &&
          IMAGE_TYPES.includes(file.mimetype) &&
          file.size > MAX_IMAGE_BYTES
        ) {
          throw new APIError(`This picture is ${(file.size / 1048576).toFixed(1)} MB; pictures can be at most 15 MB.`, 413, undefined, true)
        }
      },
    ],
  },
  fields: [title({ name: 'alt', label: 'Description for screen readers (alt text)', maxLength: 300 })],
}
