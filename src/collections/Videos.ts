import type { CollectionConfig, TextFieldSingleValidation, UploadFieldSingleValidation } from 'payload'

import { previewOf } from '@/admin/preview'
import { publishedContentAccess } from '@/access/rules'
import { barcode } from '@/fields/barcode'
import { description } from '@/fields/description'
import { image } from '@/fields/media'
import { slug } from '@/fields/slug'
import { title } from '@/fields/title'
import { keepOutUntilTranslated } from '@/fields/keepOutUntilTranslated'
import { translationStatus } from '@/fields/translationStatus'
import { videoUrlProblem } from '@/lib/videoUrl'
import { revalidateCollection } from '@/hooks/revalidateOnChange'
import { listPath } from '@/lib/contentTypes'

export const Videos: CollectionConfig = {
  slug: 'videos',
  labels: { singular: 'Video', plural: 'Videos' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'translations', 'videoUrl', '_status'],
    group: 'Content',
    preview: previewOf('videos'),
  },
  access: publishedContentAccess,
  hooks: revalidateCollection('videos'),
  versions: { drafts: true },
  defaultSort: '-createdAt',
  fields: [
    title(),
    description(),
    {
      name: 'videoUrl',
      label: 'Video link',
      type: 'text',
      admin: { description: 'A YouTube or Vimeo link. Leave empty when you upload an MP4 file below.' },
      validate: ((value, { siblingData }) => {
        const file = (siblingData as { videoFile?: unknown }).videoFile
        if (typeof value !== 'string' || !value.trim()) {
          return file ? true : 'Add a YouTube or Vimeo link, or upload an MP4 file.'
        }
        return videoUrlProblem(value) ?? true
      }) satisfies TextFieldSingleValidation,
    },
    {
      name: 'videoFile',
      label: 'Video file (MP4)',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { equals: 'video/mp4' } },
      validate: (async (value, { req }) => {
        if (value == null) return true
        const id = typeof value === 'object' ? (value as { id: number }).id : value
        const file = await req.payload.findByID({ collection: 'media', id: id as number, depth: 0, req, disableErrors: true })
        return file?.mimeType === 'video/mp4' ? true : 'The video file must be an MP4.'
      }) satisfies UploadFieldSingleValidation,
    },
    image({ name: 'poster', label: 'Poster picture', description: 'Shown before the video plays.' }),
    barcode(),
    slug({ page: `${listPath('videos')}/{slug}` }),
    keepOutUntilTranslated(),
    translationStatus(),
  ],
}
