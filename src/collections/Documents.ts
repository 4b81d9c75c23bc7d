import type { CollectionConfig } from 'payload'

import { publicFilesAccess } from '@/access/rules'
import { missingFileIsNotFound } from '@/hooks/missingFileIsNotFound'
import { PDF_TYPE, pdfUploadsOnly } from '@/hooks/pdfUploadsOnly'
import { revalidateCollection } from '@/hooks/revalidateOnChange'
import { documentsDir } from '@/lib/paths'

/** A certificate's scan is a few megabytes at most; 20 MB leaves room for a long one. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024

/** PDF files the site links to: certificates' scans. Public, as the pages that link them. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: 'Document (PDF)', plural: 'Documents (PDF)' },
  admin: {
    group: 'Media',
    useAsTitle: 'title',
    defaultColumns: ['title', 'filename', 'filesize', 'updatedAt'],
    description: 'PDF files that pages link to, such as certificates. Only PDF documents are accepted.',
  },
  access: publicFilesAccess,
  upload: {
    staticDir: documentsDir,
    handlers: missingFileIsNotFound(documentsDir),
    mimeTypes: [PDF_TYPE],
  },
  hooks: {
    ...revalidateCollection('documents'),
    beforeOperation: [pdfUploadsOnly(MAX_DOCUMENT_BYTES, 'documents')],
  },
  fields: [
    {
      name: 'title',
      label: 'Name',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { description: 'How editors find it, for example “ISO 22000 certificate 2026”. Visitors do not see it.' },
    },
  ],
}
