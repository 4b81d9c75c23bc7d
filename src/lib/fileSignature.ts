/** The types the media library takes, as their first bytes show them. */
export type MediaType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif' | 'video/mp4'

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))

/** ISO base media brands of MP4 video; others (QuickTime, HEIC, 3GP…) are not played by every browser. */
const mp4Brands = /^(iso[2-9m]|isom|mp4[12]|avc1|M4V |dash|mmp4)$/

/**
 * What a file really is, from its first bytes rather than its name or the type the
 * browser claims; undefined for anything the media library does not take.
 */
export function sniffMediaType(bytes: Uint8Array): MediaType | undefined {
  if (bytes.length < 12) return undefined
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp'
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12)
    if (brand === 'avif' || brand === 'avis') return 'image/avif'
    if (mp4Brands.test(brand)) return 'video/mp4'
  }
  return undefined
}

/**
 * A PDF document: its first bytes are `%PDF-` (ISO 32000, 7.5.2), whatever its name or the
 * type the browser claims.
 */
export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length >= 5 && ascii(bytes, 0, 5) === '%PDF-'
}

/**
 * A whole PDF ends with its cross-reference offset and `%%EOF` in its last kilobyte (ISO
 * 32000, 7.5.5): one cut off in the upload has neither. Payload refuses such a file too, in
 * technical words.
 */
export function pdfLooksComplete(lastBytes: Uint8Array): boolean {
  const end = ascii(lastBytes, Math.max(0, lastBytes.length - 1024), lastBytes.length)
  return end.includes('%%EOF') && end.includes('xref')
}

export type Dimensions = { width: number; height: number }

const u16 = (bytes: Uint8Array, at: number) => (bytes[at] << 8) | bytes[at + 1]
const u32 = (bytes: Uint8Array, at: number) => ((bytes[at] << 24) >>> 0) + ((bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3])
const u16le = (bytes: Uint8Array, at: number) => bytes[at] | (bytes[at + 1] << 8)
const u24le = (bytes: Uint8Array, at: number) => bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16)

/** JPEG's start-of-frame markers (ITU T.81, B.1.1.3), which carry the size: C0–CF but DHT, JPG and DAC. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

function jpegDimensions(bytes: Uint8Array): Dimensions | undefined {
  let at = 2
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined
    const marker = bytes[at + 1]
    // Fill bytes, and markers without a length (RSTn, TEM).
    if (marker === 0xff) {
      at += 1
      continue
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2
      continue
    }
    if (isStartOfFrame(marker)) return { width: u16(bytes, at + 7), height: u16(bytes, at + 5) }
    at += 2 + u16(bytes, at + 2)
  }
  return undefined
}

function webpDimensions(bytes: Uint8Array): Dimensions | undefined {
  if (bytes.length < 30) return undefined
  const chunk = ascii(bytes, 12, 16)
  if (chunk === 'VP8X') return { width: 1 + u24le(bytes, 24), height: 1 + u24le(bytes, 27) }
  if (chunk === 'VP8L') {
    const bits = bytes[21] | (bytes[22] << 8) | (bytes[23] << 16) | (bytes[24] << 24)
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) }
  }
  if (chunk === 'VP8 ') return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff }
  return undefined
}

/** AVIF's image spatial extents box (`ispe`, ISO 23008-12 6.5.3): the largest one is the picture's. */
function avifDimensions(bytes: Uint8Array): Dimensions | undefined {
  let found: Dimensions | undefined
  const end = Math.min(bytes.length, 64 * 1024) - 16
  for (let at = 4; at < end; at++) {
    if (bytes[at] !== 0x69 || ascii(bytes, at, at + 4) !== 'ispe') continue
    const size = { width: u32(bytes, at + 8), height: u32(bytes, at + 12) }
    if (!found || size.width * size.height > found.width * found.height) found = size
  }
  return found
}

/**
 * A picture's size in pixels as its header states it, read before anything decodes it (a
 * decoder refuses a huge picture with a technical error of its own, or spends the memory);
 * undefined when the header cannot be read.
 */
export function pictureDimensions(bytes: Uint8Array): Dimensions | undefined {
  switch (sniffMediaType(bytes)) {
    case 'image/png':
      return bytes.length >= 24 && ascii(bytes, 12, 16) === 'IHDR' ? { width: u32(bytes, 16), height: u32(bytes, 20) } : undefined
    case 'image/jpeg':
      return jpegDimensions(bytes)
    case 'image/webp':
      return webpDimensions(bytes)
    case 'image/avif':
      return avifDimensions(bytes)
    default:
      return undefined
  }
}
