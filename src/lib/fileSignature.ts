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
