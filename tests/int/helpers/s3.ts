import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

export type S3Bucket = {
  /** The environment that points the site's storage at this bucket. */
  env: Record<'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY', string>
  /** The stored bytes of an object, or null when there is none. */
  read: (key: string) => Buffer | null
  close: () => Promise<void>
}

/** An S3-compatible server (s3rver) on a free loopback port, with one empty bucket in a temporary folder. */
export async function startS3(bucket = 'media'): Promise<S3Bucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'food-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] })
  const { port } = await server.run()
  return {
    // s3rver accepts any request signed with its fixed development key.
    env: { S3_BUCKET: bucket, S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    read: (key) => {
      const file = path.join(directory, bucket, `${key}._S3rver_object`)
      return fs.existsSync(file) ? fs.readFileSync(file) : null
    },
    close: async () => {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
