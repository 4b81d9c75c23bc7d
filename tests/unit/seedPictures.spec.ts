import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { pictureSvg, renderPicture, shapes } from '../../scripts/seed/pictures'
import { pictureFileName, seedPictures } from '../../scripts/seed/pictures/catalog'

const pictures = seedPictures()

describe('the demo pictures', () => {
  it('are drawn at least twice as wide as the site shows them, text as outlines', () => {
    for (const { picture, use } of pictures) {
      const svg = pictureSvg(picture, use)
      const [, width, height] = svg.match(/^<svg [^>]*width="(\d+)" height="(\d+)"/) ?? []
      const shape = shapes[use]
      expect(Number(width), picture.key).toBeGreaterThanOrEqual(2 * shape.largestShown)
      expect(Number(width) / Number(height), picture.key).toBeCloseTo(shape.width / shape.height, 2)
      expect(svg, picture.key).not.toMatch(/<text/)
    }
  })

  it('render to a JPEG of that size, one of each kind and shape', async () => {
    const samples = new Map(pictures.map((entry) => [`${entry.picture.kind} ${entry.use}`, entry]))
    for (const { picture, use } of samples.values()) {
      const { width, height, format } = await sharp(await renderPicture(pictureSvg(picture, use))).metadata()
      expect(format, picture.key).toBe('jpeg')
      expect(width, picture.key).toBe(shapes[use].pixels)
      expect(height, picture.key).toBe(Math.round((shapes[use].pixels * shapes[use].height) / shapes[use].width))
    }
  }, 60_000)

  it('each have a file name of their own that carries the drawings’ version', () => {
    const names = pictures.map(({ picture }) => pictureFileName(picture))
    expect(new Set(names).size).toBe(names.length)
    for (const name of names) expect(name).toMatch(/^[a-z0-9-]+-v\d+\.jpg$/)
  })
})
