import fs from 'node:fs'

import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'
import { APIError } from 'payload'

import { publicFilesAccess } from '@/access/rules'
import { missingFileIsNotFound } from '@/hooks/missingFileIsNotFound'
import { revalidateCollection } from '@/hooks/revalidateOnChange'
import { isPdf, pdfLooksComplete } from '@/lib/fileSignature'
import { documentsDir } from '@/lib/paths'
import { serverFileName } from '@/lib/uploadFileName'

export const PDF_TYPE = 'application/pdf'
/** A certificate's scan is a few megabytes at most; 20 MB leaves room for a long one. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024

/**
 * A document is a PDF by its first bytes, not by its name or the type the browser claims;
 * anything else is refused in plain words before Payload's own checks would answer.
 */
const refuseAnythingButPdf: CollectionBeforeOperationHook = ({ req, operation }) => {
  const file = req.file
  if ((operation !== 'create' && operation !== 'update') || !file) return
  // No colon in messages: the admin's error toast splits a message at its first colon.
  if (file.size > MAX_DOCUMENT_BYTES) {
    throw new APIError(`This file is ${(file.size / 1048576).toFixed(1)} MB; documents can be at most 20 MB.`, 413, undefined, true)
  }
  // A file streamed to a temporary file has no bytes in memory: they are read from there.
  const { head, tail } =
    file.data.length > 0 ? { head: file.data.subarray(0, 5), tail: file.data.subarray(-1024) } : ends(file.tempFilePath)
  if (!isPdf(head)) {
    throw new APIError('This file is not a PDF document. Save it as PDF and upload it again.', 415, undefined, true)
  }
  if (!pdfLooksComplete(tail)) {
    throw new APIError('This PDF is damaged or incomplete. Save it again as PDF and upload it again.', 415, undefined, true)
  }
  file.mimetype = PDF_TYPE
  if (req.payloadAPI === 'REST') file.name = serverFileName(file.name, 'pdf')
}

/** The first 5 bytes and the last kilobyte of a file on disk; empty for none. */
function ends(tempFilePath: string | undefined): { head: Uint8Array; tail: Uint8Array } {
  if (!tempFilePath) return { head: new Uint8Array(), tail: new Uint8Array() }
  const handle = fs.openSync(tempFilePath, 'r')
  try {
    const size = fs.fstatSync(handle).size
    const head = Buffer.alloc(Math.min(5, size))
    fs.readSync(handle, head, 0, head.length, 0)
    const tail = Buffer.alloc(Math.min(1024, size))
    fs.readSync(handle, tail, 0, tail.length, size - tail.length)
    return { head, tail }
  } finally {
    fs.closeSync(handle)
  }
}

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
    beforeOperation: [refuseAnythingButPdf],
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
