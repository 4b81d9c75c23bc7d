import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, expect, it } from 'vitest'

import { PNG_1PX } from './helpers/fixtures'
import { freshPayload } from './helpers/payload'

let payload: Payload
let mediaDir: string

beforeAll(async () => {
  payload = await freshPayload()
  mediaDir = (await import('@/lib/paths')).mediaDir
})

/** The tiny PNG with its header saying 16,000 × 16,000: what a decompression bomb looks like before decoding. */
function pngClaiming(width: number, height: number): Buffer {
  const png = Buffer.from(PNG_1PX)
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  // The header's checksum covers its type and data (bytes 12 to 29).
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29)
  return png
}

const upload = (data: Buffer, name: string, mimetype: string) =>
  payload.create({
    collection: 'media',
    data: { alt: 'A test picture' },
    file: { data, name, mimetype, size: data.length },
    overrideAccess: true,
  })

it('refuses a picture of more than 40 megapixels before decoding it, saying how large it is, and stores nothing', async () => {
  const before = (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs
  const error = await upload(pngClaiming(16_000, 16_000), 'bomb.png', 'image/png').then(
    () => undefined,
    (err: { status?: number; message?: string }) => err,
  )
  expect(error?.status).toBe(413)
  expect(error?.message).toBe(
    'This picture is 16,000 × 16,000 pixels; pictures can be at most 40 megapixels (for example 8,000 × 5,000). Make it smaller and upload it again.',
  )
  expect((await payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(before)
})

it('removes where a photo was taken (EXIF GPS) from the published file and every size, turned upright', async () => {
  const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c62828' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 11/1 0/1' } })
    .toBuffer()
  expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) })
  const media = await upload(photo, 'holiday.jpg', 'image/jpeg')
  const stored = fs.readFileSync(path.join(mediaDir, media.filename!))
  const meta = await sharp(stored).metadata()
  expect(meta.exif).toBeUndefined()
  // Orientation 6 (turned a quarter) was applied before the metadata went.
  expect([meta.width, meta.height]).toEqual([20, 40])
  for (const size of Object.values(media.sizes ?? {})) {
    if (size?.filename) expect((await sharp(fs.readFileSync(path.join(mediaDir, size.filename))).metadata()).exif).toBeUndefined()
  }
})
