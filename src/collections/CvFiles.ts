import type { CollectionAfterDeleteHook, CollectionConfig } from 'payload'

import { adminOnlyAccess } from '@/access/rules'
import { missingFileIsNotFound } from '@/hooks/missingFileIsNotFound'
import { PDF_TYPE, pdfUploadsOnly } from '@/hooks/pdfUploadsOnly'
import { MAX_CV_BYTES } from '@/lib/applications/limits'
import { cvsDir } from '@/lib/paths'

/**
 * The CV sent with a job application (src/collections/Applications.ts). Personal data:
 * administrators alone read a file, at its own address (`/api/cv-files/file/…`), never the
 * public media one. Not in the admin's navigation: a CV is opened from its application,
 * and goes when its application goes.
 */
export const CvFiles: CollectionConfig = {
  slug: 'cv-files',
  labels: { singular: 'CV', plural: 'CVs' },
  admin: { hidden: true, useAsTitle: 'filename' },
  access: adminOnlyAccess,
  upload: {
    staticDir: cvsDir,
    handlers: missingFileIsNotFound(cvsDir),
    mimeTypes: [PDF_TYPE],
  },
  hooks: { beforeOperation: [pdfUploadsOnly(MAX_CV_BYTES, 'CVs')] },
  fields: [],
}

/**
 * An application deleted (by hand or after the retention period) takes its CV with it,
 * unless another application names the same file.
 */
export const deleteItsCv: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const cv = typeof doc.cv === 'object' && doc.cv ? doc.cv.id : doc.cv
  if (cv == null) return
  const { totalDocs } = await req.payload.count({ collection: 'applications', where: { cv: { equals: cv } }, overrideAccess: true, req })
  if (totalDocs > 0) return
  await req.payload.delete({ collection: 'cv-files', where: { id: { equals: cv } }, overrideAccess: true, req, depth: 0 })
}
