import fs from 'node:fs'
import path from 'node:path'

import type { CollectionBeforeOperationHook, CollectionConfig, UploadConfig } from 'payload'
import { APIError } from 'payload'

import { publicFilesAccess } from '@/access/rules'
import { title } from '@/fields/title'
import { translationStatus } from '@/fields/translationStatus'
import { revalidateCollection } from '@/hooks/revalidateOnChange'
import { sniffMediaType } from '@/lib/fileSignature'
import { mediaDir } from '@/lib/paths'
import { pictureSizes } from '@/lib/pictureSizes'

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif']
export const VIDEO_TYPES = ['video/mp4']
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024
/** Also the request limit in `payload.config.ts`: videos are the largest uploads. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024

/**
 * Explains in plain words why a file is refused, before Payload's own checks (which stay
 * as a second line) would answer with a technical message.
 */
const refuseUnfitFiles: CollectionBeforeOperationHook = ({ req, operation }) => {
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
}

/**
 * A file that is not on the disk, most often one whose picture was deleted, is "not found"
 * (404) rather than Payload's server error. Files in an S3 bucket are the plugin's to serve.
 */
const missingFileIsNotFound: UploadConfig['handlers'] = [
  (_req, { params }) => {
    if (process.env.S3_BUCKET) return
    const file = path.resolve(mediaDir, params.filename)
    if (!file.startsWith(mediaDir + path.sep) || fs.existsSync(file)) return
    return Response.json({ errors: [{ message: 'This file does not exist.' }] }, { status: 404 })
  },
]

const webp = { format: 'webp', options: { quality: 80 } } as const

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Picture or video', plural: 'Media library' },
  admin: { group: 'Media', defaultColumns: ['filename', 'alt', 'translations', 'mimeType', 'filesize'] },
  access: publicFilesAccess,
  upload: {
    staticDir: mediaDir,
    handlers: missingFileIsNotFound,
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
  fields: [title({ name: 'alt', label: 'Description for screen readers (alt text)', maxLength: 300 }), translationStatus()],
}
