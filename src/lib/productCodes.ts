import { createHash } from 'node:crypto'

import { toSVG } from 'bwip-js/node'
import QRCode from 'qrcode'

import { isValidGtin, toGtin14 } from './gtin'
import { serverURL } from './serverUrl'

/** bwip-js names of the symbologies a product barcode is drawn in. */
export type Symbology = 'ean13' | 'ean8' | 'upca' | 'itf14' | 'code128'

const GTIN_SYMBOLOGY: Record<number, Symbology> = { 8: 'ean8', 12: 'upca', 13: 'ean13', 14: 'itf14' }

/**
 * A valid GTIN is drawn the way it is printed on packaging: EAN-13, EAN-8, UPC-A, or
 * ITF-14 (the carton symbol for GTIN-14). Anything else is Code 128.
 */
export function symbologyOf(code: string): Symbology {
  return (isValidGtin(code) && GTIN_SYMBOLOGY[code.length]) || 'code128'
}

/** The barcode as an SVG document, drawn on the server (text included, as shapes). */
export function barcodeSvg(code: string): string {
  const bcid = symbologyOf(code)
  return toSVG({
    bcid,
    text: code,
    includetext: true,
    // EAN and UPC place their digits in groups between the guard bars; the others centre them.
    ...(bcid === 'code128' || bcid === 'itf14' ? { textxalign: 'center' } : {}),
    scale: 2,
    height: bcid === 'itf14' ? 14 : 18,
    // ITF-14 prints a bearer frame of its own; the others need their quiet zone kept white.
    paddingwidth: bcid === 'itf14' ? 0 : 10,
    paddingheight: 2,
    backgroundcolor: 'FFFFFF',
    barcolor: '2B1D16',
    textcolor: '2B1D16',
  })
}

/**
 * What a product's QR code opens: its GS1 Digital Link (`/01/{GTIN-14}`, which any GS1
 * resolver and this site understand) when the barcode is a GTIN, else the page itself.
 */
export function qrTarget(barcode: string | null | undefined, pageUrl: string): string {
  return barcode && isValidGtin(barcode) ? `${serverURL}/01/${toGtin14(barcode)}` : pageUrl
}

export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#2B1D16', light: '#FFFFFF' },
  })
}

/** A drawn code as the page links it: an address that never changes content, and its size. */
export type CodePicture = { src: string; width: number; height: number }

/** Bump when the drawing changes, so the long-cached picture addresses change with it. */
const DRAWING = 1
/** The QR codes hold the site's address: a move to another address gives new pictures. */
export const codesVersion = createHash('sha256').update(`${DRAWING} ${serverURL}`).digest('hex').slice(0, 10)

/** The width and height an SVG declares in its viewBox, so the page reserves its space. */
function svgSize(svg: string): { width: number; height: number } {
  const [, width, height] = /viewBox="[\d.]+ [\d.]+ ([\d.]+) ([\d.]+)"/.exec(svg) ?? []
  if (!width || !height) throw new Error('The drawn code has no viewBox.')
  return { width: Math.round(Number(width)), height: Math.round(Number(height)) }
}

/**
 * The barcode as a picture at `/codes/barcode/{code}.svg`. Served apart from the page, it
 * is sent once and cached for good, not inlined into the HTML and again into the RSC payload.
 */
export function barcodePicture(code: string): CodePicture {
  return { src: `/codes/barcode/${encodeURIComponent(code)}.svg?v=${codesVersion}`, ...svgSize(barcodeSvg(code)) }
}

/** The barcode's picture, or undefined for a code the symbology cannot draw: the page shows none rather than breaking. */
export function drawnBarcode(code: string | null | undefined): CodePicture | undefined {
  if (!code) return undefined
  try {
    return barcodePicture(code)
  } catch (error) {
    console.error(`Could not draw the barcode ${code}:`, error)
    return undefined
  }
}

/** The site's own addresses only: the QR route is not a QR code maker for any text. */
export function qrPath(target: string): string | undefined {
  if (!target.startsWith(`${serverURL}/`)) return undefined
  const path = target.slice(serverURL.length + 1)
  return path && !path.includes('?') && !path.includes('#') ? path : undefined
}

/** A QR code of one of the site's addresses as a picture at `/codes/qr/{path}.svg`. */
export async function qrPicture(target: string): Promise<CodePicture | undefined> {
  const path = qrPath(target)
  if (!path) return undefined
  return { src: `/codes/qr/${path}.svg?v=${codesVersion}`, ...svgSize(await qrSvg(target)) }
}
