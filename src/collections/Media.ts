import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'
import { APIError } from 'payload'
import sharp from 'sharp'

import { publicFilesAccess } from '@/access/rules'
import { title } from '@/fields/title'
import { translationStatus } from '@/fields/translationStatus'
import { missingFileIsNotFound } from '@/hooks/missingFileIsNotFound'
import { revalidateCollection } from '@/hooks/revalidateOnChange'
import { pictureDimensions, sniffMediaType } from '@/lib/fileSignature'
import { mediaDir } from '@/lib/paths'
import { pictureSizes } from '@/lib/pictureSizes'
import { serverFileName } from '@/lib/uploadFileName'

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif']
export const VIDEO_TYPES = ['video/mp4']
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024
/** Also the request limit in `payload.config.ts` and the site's server (src/lib/requestLimits.ts). */
export { MAX_UPLOAD_BYTES } from '@/lib/requestLimits'

/**
 * The most pixels a picture may have: 40 megapixels (8,000 × 5,000), more than any camera
 * photo the site needs. Decoding takes about 4 bytes a pixel, so a small file of 16,000 ×
 * 16,000 would otherwise cost a gigabyte of memory (a decompression bomb).
 */
export const MAX_PICTURE_PIXELS = 40_000_000

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'video/mp4': 'mp4',
}

/**
 * A photo's metadata can tell where it was taken (GPS) and with what: it is removed, the
 * picture turned upright first as its metadata said. Formats keep their own kind.
 */
async function withoutMetadata(data: Buffer, type: string): Promise<Buffer> {
  const image = sharp(data, { limitInputPixels: MAX_PICTURE_PIXELS })
  const { exif, xmp, iptc } = await image.metadata()
  if (!exif && !xmp && !iptc) return data
  const upright = image.rotate()
  if (type === 'image/jpeg') return upright.jpeg({ quality: 92, mozjpeg: true }).toBuffer()
  if (type === 'image/png') return upright.png().toBuffer()
  if (type === 'image/webp') return upright.webp({ quality: 92 }).toBuffer()
  return upright.avif({ quality: 70 }).toBuffer()
}

/**
 * Explains in plain words why a file is refused, before Payload's own checks (which stay
 * as a second line) would answer with a technical message; then makes an accepted picture
 * safe to publish.
 */
const refuseUnfitFiles: CollectionBeforeOperationHook = async ({ req, operation }) => {
  const file = req.file
  if ((operation !== 'create' && operation !== 'update') || !file) return
  // A file streamed to a temporary file has no bytes in memory; Payload checks it alone.
  // No colon in messages: the admin's error toast splits a message at its first colon.
  const type = file.data.length > 0 ? sniffMediaType(file.data) : file.mimetype
  if (!type || ![...IMAGE_TYPES, ...VIDEO_TYPES].includes(type)) {
    throw new APIError('This file cannot be used. Upload a JPEG, PNG, WebP or AVIF picture or an MP4 video.', 415, undefined, true)
  }
  if (IMAGE_TYPES.includes(type) && file.size > MAX_IMAGE_BYTES) {
    throw new APIError(`This picture is ${(file.size / 1048576).toFixed(1)} MB; pictures can be at most 15 MB.`, 413, undefined, true)
  }
  if (IMAGE_TYPES.includes(type) && file.data.length > 0) {
    // The header alone, nothing decoded: read here, as sharp refuses a picture over its own
    // limit (268 megapixels) with a technical error, which answered 500.
    const { width = 0, height = 0 } = pictureDimensions(file.data) ?? (await sharp(file.data, { limitInputPixels: false }).metadata())
    if (width * height > MAX_PICTURE_PIXELS) {
      throw new APIError(
        `This picture is ${width.toLocaleString('en')} × ${height.toLocaleString('en')} pixels; pictures can be at most 40 megapixels (for example 8,000 × 5,000). Make it smaller and upload it again.`,
        413,
        undefined,
        true,
      )
    }
    file.data = await withoutMetadata(file.data, type)
    file.size = file.data.length
  }
  // Names typed by whoever uploads are not trusted; the seed's own names are kept (it finds its pictures by them).
  if (req.payloadAPI === 'REST') file.name = serverFileName(file.name, EXTENSIONS[type])
}

const webp = { format: 'webp', options: { quality: 80 } } as const

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Picture or video', plural: 'Media library' },
  admin: { group: 'Media', defaultColumns: ['filename', 'alt', 'translations', 'mimeType', 'filesize'] },
  access: publicFilesAccess,
  upload: {
    staticDir: mediaDir,
    handlers: missingFileIsNotFound(mediaDir),
    mimeTypes: [...IMAGE_TYPES, ...VIDEO_TYPES],
    focalPoint: true,
    crop: true,
    adminThumbnail: 'thumbnail',
    // Every size a page shows (src/lib/pictureSizes.ts), made once on upload. Small uploads
    // still get every size, so pages never ask for a size that is missing.
    imageSizes: pictureSizes.map((size) => ({ ...size, withoutEnlargement: false, formatOptions: webp })),
  },
  hooks: {
    ...revalidateCollection('media'),
    beforeOperation: [refuseUnfitFiles],
  },
  fields: [
    title({
      name: 'alt',
      label: 'Description for screen readers (alt text)',
      maxLength: 300,
      // Pictures are also uploaded from inside another form, which has no language switch.
      description:
        'Required in English. Add the Arabic and Kurdish descriptions later: open the picture under Media and choose the language at the top.',
    }),
    translationStatus(),
  ],
}
