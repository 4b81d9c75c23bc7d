import { describe, expect, it } from 'vitest'

import { isPdf, pdfLooksComplete, sniffMediaType } from '@/lib/fileSignature'

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)))
const padded = (head: Uint8Array) => Uint8Array.from([...head, ...new Array(16).fill(0)])

describe('sniffMediaType', () => {
  it('recognises the pictures and videos the library takes from their first bytes', () => {
    expect(sniffMediaType(padded(bytes([0xff, 0xd8, 0xff, 0xe0])))).toBe('image/jpeg')
    expect(sniffMediaType(padded(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])))).toBe('image/png')
    expect(sniffMediaType(padded(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')))).toBe('image/webp')
    expect(sniffMediaType(padded(bytes([0, 0, 0, 0x1c], 'ftypavif')))).toBe('image/avif')
    expect(sniffMediaType(padded(bytes([0, 0, 0, 0x20], 'ftypisom')))).toBe('video/mp4')
    expect(sniffMediaType(padded(bytes([0, 0, 0, 0x18], 'ftypmp42')))).toBe('video/mp4')
  })

  it('refuses anything else, whatever the file is called', () => {
    expect(sniffMediaType(bytes('<html><script>alert(1)</script></html>'))).toBeUndefined()
    expect(sniffMediaType(padded(bytes('GIF89a')))).toBeUndefined()
    expect(sniffMediaType(padded(bytes([0, 0, 0, 0x14], 'ftypqt  ')))).toBeUndefined()
    expect(sniffMediaType(padded(bytes([0, 0, 0, 0x18], 'ftypheic')))).toBeUndefined()
    expect(sniffMediaType(bytes([0xff, 0xd8, 0xff]))).toBeUndefined()
  })
})

describe('isPdf', () => {
  it('takes a file whose first bytes are %PDF-, whatever it is called', () => {
    expect(isPdf(bytes('%PDF-1.7\n%âãÏÓ'))).toBe(true)
    expect(isPdf(bytes('%PDF-'))).toBe(true)
  })

  it('refuses anything else: a picture, a page, text, a PDF header not at the start', () => {
    expect(isPdf(padded(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])))).toBe(false)
    expect(isPdf(bytes('<html>%PDF-1.4</html>'))).toBe(false)
    expect(isPdf(bytes(' %PDF-1.4'))).toBe(false)
    expect(isPdf(bytes('%PDF'))).toBe(false)
    expect(isPdf(bytes(''))).toBe(false)
  })
})

describe('pdfLooksComplete', () => {
  it('takes a PDF that ends with its cross-reference offset and %%EOF, and not one cut off', () => {
    expect(pdfLooksComplete(bytes('trailer\n<< /Root 1 0 R >>\nstartxref\n116\n%%EOF\n'))).toBe(true)
    expect(pdfLooksComplete(bytes('1 0 obj\n<< /Type /Catalog >>\nendobj\n'))).toBe(false)
    expect(pdfLooksComplete(bytes('startxref\n116\n'))).toBe(false)
  })
})
