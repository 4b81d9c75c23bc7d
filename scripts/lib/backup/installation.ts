/**
 * Where this installation keeps its content, read from the same settings as `npm start`:
 * the database of src/lib/databaseLocation.ts, the media folder of src/lib/paths.ts, or the
 * bucket that payload.config.ts gives the S3 storage plugin when S3_BUCKET is set.
 */
import type { S3ClientConfig } from '@aws-sdk/client-s3'

import { type DatabaseLocation, databaseLocation } from '../../../src/lib/databaseLocation'
import { dataDir, mediaDir } from '../../../src/lib/paths'
import { s3ClientConfig } from '../../../src/lib/s3Config'

export type Bucket = { name: string; client: S3ClientConfig }

export type Installation = {
  dataDir: string
  database: DatabaseLocation
  media: { storage: 'local'; folder: string } | { storage: 's3'; bucket: Bucket }
}

/** The same client settings as the storage plugin's (src/lib/s3Config.ts). */
function bucketFrom(env: NodeJS.ProcessEnv): Bucket {
  return {
    name: env.S3_BUCKET!,
    client: s3ClientConfig(env),
  }
}

export function installation(env: NodeJS.ProcessEnv = process.env): Installation {
  return {
    dataDir,
    database: databaseLocation(env.DATABASE_URL || ''),
    media: env.S3_BUCKET ? { storage: 's3', bucket: bucketFrom(env) } : { storage: 'local', folder: mediaDir },
  }
}

/** The database in words, without a password. */
export function describeDatabase({ adapter, url }: DatabaseLocation): string {
  if (adapter === 'sqlite') return `the SQLite database ${url.replace(/^file:/, '')}`
  const safe = new URL(url)
  if (safe.password) safe.password = '***'
  return `the PostgreSQL database ${safe.toString()}`
}

export function describeMedia(media: Installation['media']): string {
  return media.storage === 'local' ? `the media folder ${media.folder}` : `the S3 bucket ${media.bucket.name}`
}
