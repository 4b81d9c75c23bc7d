/**
 * The brand's files that the site serves as they are: the wordmark, the emblem (favicon
 * and admin), the home-screen icon and the picture of a shared link. `npm run brand`
 * writes them; tests/unit/brand.spec.ts checks the committed ones are what this makes.
 */
import { createHash } from 'node:crypto'

import sharp from 'sharp'

import { letter } from './lettering'
import { BRAND, type Drawing, emblem, svgFile, wordmark } from './wordmark'

export type BrandFile = { path: string; data: () => Promise<Buffer> }

const title = `${BRAND.latinName} · ${BRAND.arabicName}`

/** The shared-link picture: 1200 × 630, the wordmark on cream over the brand's colours. */
export function sharingCardSvg(): string {
  const mark = wordmark()
  const scale = 2.6
  const x = (1200 - mark.width * scale) / 2
  const since = letter(BRAND.since, { size: 30, weight: 700, script: 'latin', letterSpacing: 0.28 })
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">` +
    `<rect width="1200" height="630" fill="${BRAND.cream}"/>` +
    `<path d="M0 520 Q600 470 1200 520 V630 H0 Z" fill="${BRAND.red}"/>` +
    `<path d="M0 545 Q600 495 1200 545 V560 Q600 510 0 560 Z" fill="${BRAND.saffron}"/>` +
    `<g transform="translate(${x.toFixed(1)} 150) scale(${scale})">${mark.svg}</g>` +
    `<path transform="translate(${((1200 - since.width) / 2).toFixed(1)} 460)" fill="${BRAND.ink}" d="${since.d}"/>` +
    `</svg>`
  )
}

/** The emblem on a cream square, for home screens (which would show transparency as black). */
function homeScreenIcon(): Drawing {
  const { svg } = emblem()
  return {
    svg: `<rect width="120" height="120" fill="${BRAND.cream}"/><g transform="translate(10 10)">${svg}</g>`,
    width: 120,
    height: 120,
  }
}

/** An .ico holding PNGs (every browser since 2009 reads PNG inside ICO). */
async function icoFile(sizes: number[]): Promise<Buffer> {
  const pngs = await Promise.all(
    sizes.map((size) =>
      sharp(Buffer.from(svgFile(emblem(), title, size)))
        .png()
        .toBuffer(),
    ),
  )
  const header = Buffer.alloc(6 + 16 * sizes.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(sizes.length, 4)
  let offset = header.length
  sizes.forEach((size, index) => {
    const entry = 6 + 16 * index
    header.writeUInt8(size % 256, entry)
    header.writeUInt8(size % 256, entry + 1)
    header.writeUInt16LE(1, entry + 4)
    header.writeUInt16LE(32, entry + 6)
    header.writeUInt32LE(pngs[index].length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += pngs[index].length
  })
  return Buffer.concat([header, ...pngs])
}

const text = (value: string) => async () => Buffer.from(value)

const HEADER_HEIGHT = 40

/** The site's record of the served files: addresses versioned by content, and sizes. */
async function assetsModule(wordmarkFile: Buffer, emblemFile: Buffer, sharingFile: Buffer): Promise<Buffer> {
  const version = (data: Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 10)
  const mark = wordmark()
  const width = Math.round((mark.width * HEADER_HEIGHT) / mark.height)
  return Buffer.from(
    `// Written by \`npm run brand\` (scripts/brand/files.ts): do not edit.\n\n` +
      `/** The wordmark at the header's height; its address changes with its drawing. */\n` +
      `export const WORDMARK = { src: '/brand/wordmark.svg?v=${version(wordmarkFile)}', width: ${width}, height: ${HEADER_HEIGHT} } as const\n\n` +
      `/** The emblem alone, square (the loading screen). */\n` +
      `export const EMBLEM = { src: '/brand/emblem.svg?v=${version(emblemFile)}' } as const\n\n` +
      `/** The picture of a shared link to a page without one of its own. */\n` +
      `export const SHARING_CARD = { src: '/brand/sharing.png?v=${version(sharingFile)}', width: 1200, height: 630 } as const\n`,
  )
}

export function brandFiles(): BrandFile[] {
  const wordmarkFile = text(svgFile(wordmark(), title, 48))
  const emblemFile = text(svgFile(emblem(), title, 64))
  const sharingFile = () => sharp(Buffer.from(sharingCardSvg())).png({ compressionLevel: 9, palette: true }).toBuffer()
  return [
    { path: 'public/brand/wordmark.svg', data: wordmarkFile },
    { path: 'public/brand/emblem.svg', data: emblemFile },
    { path: 'src/app/icon.svg', data: text(svgFile(emblem(), title, 64)) },
    {
      path: 'src/app/apple-icon.png',
      data: () =>
        sharp(Buffer.from(svgFile(homeScreenIcon(), title, 180)))
          .png({ compressionLevel: 9 })
          .toBuffer(),
    },
    { path: 'public/favicon.ico', data: () => icoFile([16, 32, 48]) },
    { path: 'public/brand/sharing.png', data: sharingFile },
    { path: 'src/lib/brandAssets.ts', data: async () => assetsModule(await wordmarkFile(), await emblemFile(), await sharingFile()) },
  ]
}
