import fs from 'node:fs'
import path from 'node:path'

import type { UploadConfig } from 'payload'

/**
 * An upload handler: a file that is not in `dir` (most often one whose document was deleted)
 * is "not found" (404) rather than Payload's server error. Files in an S3 bucket are the
 * plugin's to serve.
 */
export function missingFileIsNotFound(dir: string): NonNullable<UploadConfig['handlers']> {
  return [
    (_req, { params }) => {
      if (process.env.S3_BUCKET) return
      const file = path.resolve(dir, params.filename)
      if (!file.startsWith(dir + path.sep) || fs.existsSync(file)) return
      return Response.json({ errors: [{ message: 'This file does not exist.' }] }, { status: 404 })
    },
  ]
}
