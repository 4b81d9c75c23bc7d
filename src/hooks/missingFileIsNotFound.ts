import fs from 'node:fs'
import path from 'node:path'

import type { UploadConfig } from 'payload'

const notFound = () => Response.json({ errors: [{ message: 'This file does not exist.' }] }, { status: 404 })

/**
 * An upload handler: a file that is not in `dir` (most often one whose document was deleted)
 * is "not found" (404) rather than Payload's server error. Files in an S3 bucket are the
 * plugin's to serve.
 *
 * A name with a folder in it (`cvs/…`, sent as `cvs%2F…`) is not found either, on disk or in
 * the bucket: every collection's files are plain names in its own folder, and the private
 * CVs' folder sits beside the public ones (src/lib/paths.ts), so a public collection must
 * never be asked for a file of another.
 */
export function missingFileIsNotFound(dir: string): NonNullable<UploadConfig['handlers']> {
  return [
    (_req, { params }) => {
      if (/[/\\]/.test(params.filename)) return notFound()
      if (process.env.S3_BUCKET) return
      const file = path.resolve(dir, params.filename)
      if (!file.startsWith(dir + path.sep) || fs.existsSync(file)) return
      return notFound()
    },
  ]
}
