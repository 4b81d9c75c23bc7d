import type { UploadField } from 'payload'

type Options = { name: string; label: string; description?: string; required?: boolean }

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
export function image({ name, label, description, required = false }: Options): UploadField {
  return {
    name,
    label,
    type: 'upload',
    relationTo: 'media',
    required,
    admin: { description },
    filterOptions: { mimeType: { like: 'image/%' } },
  }
}
