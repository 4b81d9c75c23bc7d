import type { UploadField } from 'payload'

type Options = { name: string; label: string; description?: string; required?: boolean }

type ImageOptions = Options & {
  /** Shown small in the list of documents, for documents best told apart by their picture. */
  thumbnailInList?: boolean
}

/** Several images, in the order the editor arranges them. */
export function images({ name, label, description, required = false }: Options): UploadField {
  return {
    name,
    label,
    type: 'upload',
    relationTo: 'media',
    hasMany: true,
    required,
    admin: { description },
    filterOptions: { mimeType: { like: 'image/%' } },
  }
}

/** One image. */
export function image({ name, label, description, required = false, thumbnailInList = false }: ImageOptions): UploadField {
  return {
    name,
    label,
    type: 'upload',
    relationTo: 'media',
    required,
    admin: { description, ...(thumbnailInList ? { components: { Cell: '/admin/PictureCell/PictureCell#PictureCell' } } : {}) },
    filterOptions: { mimeType: { like: 'image/%' } },
  }
}
