import jsQR from 'jsqr'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { barcodeSvg, qrSvg, qrTarget, symbologyOf } from '@/lib/productCodes'
import { gtinProperty, productJsonLd } from '@/lib/productStructuredData'
import { serverURL } from '@/lib/serverUrl'

describe('product barcodes', () => {
  it('draws each GTIN in the symbology printed on packaging, anything else as Code 128', () => {
    expect(symbologyOf('6261001000015')).toBe('ean13')
    expect(symbologyOf('96385074')).toBe('ean8')
    expect(symbologyOf('036000291452')).toBe('upca')
    expect(symbologyOf('10614141000415')).toBe('itf14')
    // A GTIN length with a wrong check digit, or no GTIN length at all.
    expect(symbologyOf('6261001000016')).toBe('code128')
    expect(symbologyOf('HF-CHIPS-001')).toBe('code128')
    expect(symbologyOf('123456789')).toBe('code128')
  })

  it.each(['6261001000015', '96385074', '036000291452', '10614141000415', 'HF-CHIPS-001'])('draws %s as an SVG', (code) => {
    const svg = barcodeSvg(code)
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/)
    expect(svg).toContain('<path')
  })
})

describe('product QR codes', () => {
  it('open the GS1 Digital Link of a GTIN, else the page', () => {
    expect(qrTarget('6261001000015', `${serverURL}/products/chips`)).toBe(`${serverURL}/01/06261001000015`)
    expect(qrTarget('HF-CHIPS-001', `${serverURL}/products/chips`)).toBe(`${serverURL}/products/chips`)
    expect(qrTarget(null, `${serverURL}/ar/products/chips`)).toBe(`${serverURL}/ar/products/chips`)
  })

  it('can be read back by a scanner', async () => {
    const url = `${serverURL}/01/06261001000015`
    const { data, info } = await sharp(Buffer.from(await qrSvg(url)))
      .resize(300, 300)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(url)
  })
})

describe('product structured data', () => {
  it('names the GTIN property by its length and leaves other codes out', () => {
    expect(gtinProperty('6261001000015')).toEqual({ gtin13: '6261001000015' })
    expect(gtinProperty('96385074')).toEqual({ gtin8: '96385074' })
    expect(gtinProperty('036000291452')).toEqual({ gtin12: '036000291452' })
    expect(gtinProperty('10614141000415')).toEqual({ gtin14: '10614141000415' })
    expect(gtinProperty('HF-CHIPS-001')).toEqual({})
    expect(gtinProperty(null)).toEqual({})
  })

  it('describes a product with its brand, category and GTIN', () => {
    const data = productJsonLd({
      url: 'https://example.com/products/chips',
      name: 'Chips',
      description: 'Crunchy.',
      images: ['https://example.com/a.webp'],
      barcode: '6261001000015',
      brand: 'Hawler Foods',
      category: 'Chips & Crisps > Potato Chips',
      language: 'en',
    })
    expect(data).toMatchObject({
      '@type': 'Product',
      brand: { '@type': 'Brand', name: 'Hawler Foods' },
      gtin13: '6261001000015',
      category: 'Chips & Crisps > Potato Chips',
    })
  })
})
