import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import { createDoc, freshPayload } from './helpers/payload'
import { type S3Bucket, startS3 } from './helpers/s3'

/**
 * Files in an S3 bucket (the set-up for several instances), on a database built by the
 * committed migrations alone: the storage plugin's fields must be in them.
 */
let bucket: S3Bucket
let payload: Payload

beforeAll(async () => {
  bucket = await startS3()
  payload = await freshPayload(bucket.env)
})

afterAll(async () => {
  await payload?.db.destroy?.()
  await bucket?.close()
})

async function uploadPhoto(): Promise<Media> {
  const data = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c62828' } })
    .jpeg()
    .toBuffer()
  return createDoc(payload, {
    collection: 'media',
    data: { alt: 'A red test picture' },
    file: { data, mimetype: 'image/jpeg', name: `s3-test-${Date.now()}.jpg`, size: data.length },
    overrideAccess: true,
  })
}

describe('pictures in an S3 bucket', () => {
  it('stores the upload and every size made of it in the bucket, and nothing on the disk', async () => {
    const media = await uploadPhoto()
    const original = bucket.read(media.filename!)
    expect(original?.length).toBe(media.filesize)
    const sizes = Object.values(media.sizes ?? {}).filter((size) => size?.filename)
    expect(sizes.length).toBeGreaterThan(2)
    for (const size of sizes) expect(bucket.read(size!.filename!)?.length, size!.filename!).toBe(size!.filesize)
    expect(fs.existsSync(path.join(process.env.DATA_DIR!, 'media', media.filename!))).toBe(false)
    // Served through the site (the same address from every instance), not from the bucket's own.
    expect(new URL(media.url!).pathname).toBe(`/api/media/file/${media.filename}`)
  })

  it('removes the files from the bucket when the picture is deleted', async () => {
    const media = await uploadPhoto()
    expect(bucket.read(media.filename!)).not.toBeNull()
    await payload.delete({ collection: 'media', id: media.id, overrideAccess: true })
    expect(bucket.read(media.filename!)).toBeNull()
    for (const size of Object.values(media.sizes ?? {})) if (size?.filename) expect(bucket.read(size.filename)).toBeNull()
  })
})
