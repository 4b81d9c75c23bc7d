import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { pictureDimensions } from '@/lib/fileSignature'

import { pngClaiming } from './helpers/pngClaiming'

const picture = (format: 'png' | 'jpeg' | 'webp' | 'avif', options: object = {}) =>
  sharp({ create: { width: 321, height: 123, channels: 3, background: '#c62828' } })
    .toFormat(format, options)
    .toBuffer()

describe('a picture’s size from its header', () => {
  it('is read for each format the library takes, as the encoder wrote it', async () => {
    for (const [format, options] of [
      ['png', {}],
      ['jpeg', {}],
      ['jpeg', { progressive: true }],
      ['webp', {}],
      ['webp', { lossless: true }],
      ['avif', {}],
    ] as const) {
      expect(pictureDimensions(await picture(format, options)), `${format} ${JSON.stringify(options)}`).toEqual({ width: 321, height: 123 })
    }
    // A WebP with an alpha channel has the extended header (VP8X).
    const alpha = await sharp({ create: { width: 77, height: 55, channels: 4, background: '#0000' } })
      .webp()
      .toBuffer()
    expect(pictureDimensions(alpha)).toEqual({ width: 77, height: 55 })
  })

  it('is what a huge picture claims, without decoding it', () => {
    expect(pictureDimensions(pngClaiming(20_000, 20_000))).toEqual({ width: 20_000, height: 20_000 })
    expect(pictureDimensions(pngClaiming(4_000_000_000, 1))).toEqual({ width: 4_000_000_000, height: 1 })
  })

  it('is unknown for what is not a picture, or a header cut short', () => {
    expect(pictureDimensions(Buffer.from('%PDF-1.4 not a picture at all'))).toBeUndefined()
    expect(pictureDimensions(pngClaiming(10, 10).subarray(0, 14))).toBeUndefined()
    expect(pictureDimensions(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeUndefined()
  })
})
