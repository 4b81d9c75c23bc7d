/**
 * Media in an S3-compatible bucket (S3_BUCKET): every object, by its key, with its content
 * type (the storage plugin serves files with the type stored on the object); and filling
 * a bucket from a restored folder.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'

import type { Applied } from './applied'
import type { Bucket } from './installation'
import type { MediaFile } from './mediaLocal'

/** The types the media collection accepts, for files that come from a folder rather than a bucket. */
const typeByExtension: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.mp4': 'video/mp4',
}

/**
 * Checksums only where S3 requires them: the SDK's default streams an upload in `aws-chunked`
 * encoding, which some S3-compatible servers store as it comes, framing and all. Every
 * file's SHA-256 is checked by the backup itself, and each upload's size below.
 */
function clientFor(bucket: Bucket): S3Client {
  return new S3Client({ ...bucket.client, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' })
}

async function listKeys(client: S3Client, bucket: string, limit = Infinity): Promise<{ key: string; size: number }[]> {
  const objects: { key: string; size: number }[] = []
  let token: string | undefined
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }))
    for (const object of page.Contents ?? []) {
      // A key ending in `/` is a folder marker some tools make; it holds no file.
      if (object.Key && !object.Key.endsWith('/')) objects.push({ key: object.Key, size: object.Size ?? 0 })
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token && objects.length < limit)
  return objects
}

async function download(client: S3Client, bucket: string, key: string) {
  const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
  return { body: object.Body as Readable, contentType: object.ContentType }
}

export async function listBucket(bucket: Bucket): Promise<{ files: MediaFile[]; close: () => void }> {
  const client = clientFor(bucket)
  const objects = await listKeys(client, bucket.name)
  return {
    files: objects.map(({ key, size }) => ({ key, size, open: () => download(client, bucket.name, key) })),
    close: () => client.destroy(),
  }
}

export async function bucketIsEmpty(bucket: Bucket): Promise<boolean> {
  const client = clientFor(bucket)
  try {
    return (await listKeys(client, bucket.name, 1)).length === 0
  } finally {
    client.destroy()
  }
}

export type RestoredObject = { key: string; file: string; size: number; contentType?: string }

async function upload(client: S3Client, bucket: string, object: RestoredObject): Promise<void> {
  const contentType = object.contentType || typeByExtension[path.extname(object.key).toLowerCase()]
  await client.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: object.key,
      Body: fs.createReadStream(object.file),
      ContentLength: object.size,
      ContentType: contentType,
    }),
  )
  const stored = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: object.key }))
  if (stored.ContentLength !== object.size) {
    throw new Error(`The bucket stored ${object.key} with ${stored.ContentLength} bytes instead of ${object.size}.`)
  }
}

/**
 * Uploads the restored files. With `replace`, objects that were in the bucket are kept
 * until commit: those the upload overwrites are first saved to a temporary folder, so a
 * rollback can put back the bucket as it was; those the backup does not have are deleted
 * on commit.
 */
export async function restoreBucket(objects: RestoredObject[], bucket: Bucket, replace: boolean): Promise<Applied> {
  const client = clientFor(bucket)
  const before = replace ? await listKeys(client, bucket.name) : []
  const incoming = new Set(objects.map((object) => object.key))
  const saved = fs.mkdtempSync(path.join(os.tmpdir(), 'hawler-restore-bucket-'))
  const overwritten: RestoredObject[] = []
  const uploaded: string[] = []
  const undo = async () => {
    for (const key of uploaded) await client.send(new DeleteObjectCommand({ Bucket: bucket.name, Key: key }))
    for (const object of overwritten) await upload(client, bucket.name, object)
  }
  const finish = () => {
    fs.rmSync(saved, { recursive: true, force: true })
    client.destroy()
  }
  try {
    for (const { key, size } of before.filter((object) => incoming.has(object.key))) {
      const file = path.join(saved, String(overwritten.length))
      const { body, contentType } = await download(client, bucket.name, key)
      await fs.promises.writeFile(file, body)
      overwritten.push({ key, file, size, contentType })
    }
    const replaced = new Set(overwritten.map((object) => object.key))
    for (const object of objects) {
      await upload(client, bucket.name, object)
      if (!replaced.has(object.key)) uploaded.push(object.key)
    }
  } catch (error) {
    try {
      await undo()
    } finally {
      finish()
    }
    throw error
  }
  return {
    commit: async () => {
      try {
        for (const { key } of before) if (!incoming.has(key)) await client.send(new DeleteObjectCommand({ Bucket: bucket.name, Key: key }))
      } finally {
        finish()
      }
    },
    rollback: async () => {
      try {
        await undo()
      } finally {
        finish()
      }
    },
  }
}
