import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { pictureSvg, renderPicture } from '../../scripts/seed/pictures'
import { seedPictures } from '../../scripts/seed/pictures/catalog'
import { drawPicture, keptDrawing } from '../../scripts/seed/pictures/drawings'

const [first, second] = seedPictures()

describe('the demo drawings', () => {
  it('are rendered once and kept under a hash of their SVG', async () => {
    const svg = pictureSvg(first.picture, first.use)
    const drawn = await drawPicture(first.picture, first.use)
    expect(drawn.equals(await renderPicture(svg))).toBe(true)
    expect(fs.readFileSync(keptDrawing(svg)).equals(drawn)).toBe(true)
    expect(keptDrawing(pictureSvg(second.picture, second.use))).not.toBe(keptDrawing(svg))
  }, 30_000)
})
