// A seed picture's drawing: picks the drawing for its kind, lays it out as SVG in its shape, renders it to a JPEG.
import sharp from 'sharp'

import type { Picture } from '../content/types'
import { dish } from './dish'
import { scene } from './scene'
import { packShot, serving } from './studio'
import { Canvas } from './shading'

/** Where a picture is shown decides its shape: see `shapes`. */
export type PictureUse = 'photo' | 'wide' | 'slide'

/**
 * The design size of each shape (drawings are laid out in these units) and the pixels it
 * is rendered at: at least twice the widest the site shows it (src/lib/pictureSizes.ts and
 * the `sizes` of the components): a photo alone across an article is 1068 px wide, a video
 * poster covers a 16:9 player 1068 px wide (1442 px), a home slide at most 60% of the screen.
 */
export const shapes: Record<PictureUse, { width: number; height: number; pixels: number; largestShown: number }> = {
  photo: { width: 1200, height: 900, pixels: 2400, largestShown: 1068 },
  wide: { width: 1440, height: 600, pixels: 2904, largestShown: 1442 },
  slide: { width: 1200, height: 900, pixels: 2400, largestShown: 1152 },
}

/** The drawing as SVG markup (text as outlines: no `<text>`, no fonts needed). */
export function pictureSvg(picture: Picture, use: PictureUse): string {
  const shape = shapes[use]
  const canvas = new Canvas(shape.width, shape.height, picture.key)
  const body = (() => {
    switch (picture.kind) {
      case 'pack':
        return packShot(canvas, picture)
      case 'serving':
        return serving(canvas, picture)
      case 'dish':
        return dish(canvas, picture.dish)
      case 'scene':
        return scene(canvas, picture.scene, picture.palette[1], picture.still ?? false)
    }
  })()
  return canvas.svg(body, shape.pixels)
}

export const JPEG_QUALITY = 88

/** Renders a drawing's SVG to a JPEG; `drawings.ts` keeps each one so it is rendered once. */
export async function renderPicture(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: JPEG_QUALITY }).toBuffer()
}
