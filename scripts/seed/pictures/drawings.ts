/**
 * The seed's drawings, each rendered once per machine: a JPEG is kept in
 * `node_modules/.cache/seed-pictures` under the SHA-256 of its SVG and JPEG quality, so any
 * change to a drawing draws it afresh. Rendering one takes about half a second; a fresh seed needs 67,
 * and CI seeds four databases.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

import type { Picture } from '../content/types'
import { JPEG_QUALITY, pictureSvg, renderPicture, type PictureUse } from './index'

const folder = fileURLToPath(new URL('../../../node_modules/.cache/seed-pictures/', import.meta.url))

/** Where the JPEG of this SVG is kept. */
export function keptDrawing(svg: string): string {
  return `${folder}${createHash('sha256').update(`${JPEG_QUALITY}\n${svg}`).digest('hex')}.jpg`
}

export async function drawPicture(picture: Picture, use: PictureUse): Promise<Buffer> {
  const svg = pictureSvg(picture, use)
  const file = keptDrawing(svg)
  const kept = await fs.readFile(file).catch(() => undefined)
  if (kept) return kept
  const drawn = await renderPicture(svg)
  await keep(file, drawn)
  return drawn
}

/** Written under a name of its own, then renamed: several seeds may run at once (CI) and none reads half a file. */
async function keep(file: string, data: Buffer): Promise<void> {
  const partial = `${file}.${process.pid}.partial`
  try {
    await fs.mkdir(folder, { recursive: true })
    await fs.writeFile(partial, data)
    await fs.rename(partial, file)
  } catch {
    // A read-only install still seeds; it only draws again next time.
    await fs.rm(partial, { force: true })
  }
}
