import fs from 'node:fs'

import type { CollectionBeforeOperationHook } from 'payload'
import { APIError } from 'payload'

import { isPdf, pdfLooksComplete } from '@/lib/fileSignature'
import { serverFileName } from '@/lib/uploadFileName'

export const PDF_TYPE = 'application/pdf'

/**
 * A `beforeOperation` hook of an upload collection that keeps PDF documents only: a PDF by
 * its first bytes, not by its name or the type the browser claims, whole, and at most
 * `maxBytes`. Anything else is refused in plain words before Payload's own checks would answer.
 * `what` names the file in the message ("documents", "CVs").
 */
export function pdfUploadsOnly(maxBytes: number, what: string): CollectionBeforeOperationHook {
  return ({ req, operation }) => {
    const file = req.file
    if ((operation !== 'create' && operation !== 'update') || !file) return
    // No colon in messages: the admin's error toast splits a message at its first colon.
    if (file.size > maxBytes) {
      const limit = Math.round(maxBytes / 1048576)
      throw new APIError(`This file is ${(file.size / 1048576).toFixed(1)} MB; ${what} can be at most ${limit} MB.`, 413, undefined, true)
    }
    // A file streamed to a temporary file has no bytes in memory: they are read from there.
    const { head, tail } =
      file.data.length > 0 ? { head: file.data.subarray(0, 5), tail: file.data.subarray(-1024) } : fileEnds(file.tempFilePath)
    if (!isPdf(head)) {
      throw new APIError('This file is not a PDF document. Save it as PDF and upload it again.', 415, undefined, true)
    }
    if (!pdfLooksComplete(tail)) {
      throw new APIError('This PDF is damaged or incomplete. Save it again as PDF and upload it again.', 415, undefined, true)
    }
    file.mimetype = PDF_TYPE
    if (req.payloadAPI === 'REST') file.name = serverFileName(file.name, 'pdf')
  }
}

/** The first 5 bytes and the last kilobyte of a file on disk; empty for none. */
function fileEnds(tempFilePath: string | undefined): { head: Uint8Array; tail: Uint8Array } {
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
