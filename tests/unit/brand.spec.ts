import fs from 'node:fs'

import sharp from 'sharp'
import { expect, it } from 'vitest'

import { brandFiles } from '../../scripts/brand/files'
import { letter } from '../../scripts/brand/lettering'

it('the committed brand files are what the drawing makes (else run `npm run brand`)', async () => {
  for (const file of brandFiles()) {
    const made = await file.data()
    const committed = fs.readFileSync(file.path)
    if (/\.(svg|ts)$/.test(file.path)) expect(committed.toString('utf8'), file.path).toBe(made.toString('utf8'))
    // Compressed pictures are compared by what they show, not byte by byte.
    else if (file.path.endsWith('.png')) {
      const [a, b] = await Promise.all([committed, made].map((data) => sharp(data).raw().toBuffer({ resolveWithObject: true })))
      expect(a.info.width, file.path).toBe(b.info.width)
      expect(a.info.height, file.path).toBe(b.info.height)
      expect(a.data.equals(b.data), file.path).toBe(true)
    } else expect(committed.length, file.path).toBe(made.length)
  }
})

it('draws text as outlines, so that no picture depends on the fonts of the machine', async () => {
  for (const file of brandFiles().filter(({ path }) => path.endsWith('.svg'))) {
    const svg = (await file.data()).toString('utf8')
    expect(svg, file.path).not.toMatch(/<text/)
    expect(svg, file.path).toMatch(/<path /)
  }
})

it('shapes Arabic: joined letters are narrower than the same letters apart', () => {
  const joined = letter('هولير', { size: 100, script: 'arabic' })
  const apart = ['ه', 'و', 'ل', 'ي', 'ر'].map((ch) => letter(ch, { size: 100, script: 'arabic' }).width).reduce((a, b) => a + b)
  expect(joined.width).toBeLessThan(apart * 0.9)
  expect(joined.d).toMatch(/^M/)
})

it('an .ico of the emblem at 16, 32 and 48 pixels', () => {
  const ico = fs.readFileSync('public/favicon.ico')
  expect(ico.readUInt16LE(2)).toBe(1)
  expect(ico.readUInt16LE(4)).toBe(3)
  expect([0, 1, 2].map((i) => ico.readUInt8(6 + 16 * i))).toEqual([16, 32, 48])
})
