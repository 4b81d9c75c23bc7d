/**
 * Text drawn as SVG outlines, so that the brand's pictures look the same on every
 * machine: sharp's SVG renderer would otherwise pick whatever fonts the machine has
 * (or none). The fonts are the site's own, from npm, one static weight per file.
 */
import fs from 'node:fs'
import path from 'node:path'

import * as fontkit from 'fontkit'

export type LetteringScript = 'latin' | 'arabic'
export type Weight = 400 | 500 | 600 | 700 | 800 | 900

/** Outlines of a line of text, with the origin at the start of its baseline. */
export type Lettering = {
  /** SVG path data, in pixels at the size asked for. */
  d: string
  width: number
  /** Height above the baseline and depth below it, in pixels. */
  ascent: number
  descent: number
  /** The ink's own extent: top above and bottom below the baseline, in pixels. */
  top: number
  bottom: number
}

const fontFiles: Record<LetteringScript, (weight: Weight) => string> = {
  latin: (weight) => `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff2`,
  arabic: (weight) => `node_modules/@fontsource/vazirmatn/files/vazirmatn-arabic-${weight}-normal.woff2`,
}

const fonts = new Map<string, fontkit.Font>()

function fontFor(script: LetteringScript, weight: Weight): fontkit.Font {
  const file = path.resolve(fontFiles[script](weight))
  let font = fonts.get(file)
  if (!font) {
    // A file holds one font (not a collection), so `create` gives a Font.
    font = fontkit.create(fs.readFileSync(file)) as fontkit.Font
    fonts.set(file, font)
  }
  return font
}

/** Which font a text needs: Vazirmatn when it has Arabic-script letters, else Inter. */
export function scriptOf(text: string): LetteringScript {
  return /[\u0600-\u06FF]/.test(text) ? 'arabic' : 'latin'
}

type Options = { size: number; weight?: Weight; script?: LetteringScript; letterSpacing?: number }

/**
 * Lays a line out with the font's own shaping (Arabic letters joined, in visual order)
 * and returns its outlines. `letterSpacing` is in ems, for Latin capitals.
 */
export function letter(text: string, { size, weight = 700, script = scriptOf(text), letterSpacing = 0 }: Options): Lettering {
  const font = fontFor(script, weight)
  const scale = size / font.unitsPerEm
  const run = font.layout(text)
  const spacing = letterSpacing * font.unitsPerEm
  let x = 0
  const parts: string[] = []
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index]
    const outline = glyph.path
      .scale(scale, -scale)
      .translate((x + position.xOffset) * scale, -position.yOffset * scale)
      .toSVG()
    if (outline) parts.push(outline)
    x += position.xAdvance + (index < run.glyphs.length - 1 ? spacing : 0)
  })
  return {
    d: round(parts.join('')),
    width: x * scale,
    ascent: font.ascent * scale,
    descent: -font.descent * scale,
    top: run.bbox.maxY * scale,
    bottom: -run.bbox.minY * scale,
  }
}

/** Shrinks the size until the line fits the width (never below half the size asked). */
export function letterToFit(text: string, maxWidth: number, options: Options): Lettering {
  let size = options.size
  let result = letter(text, options)
  while (result.width > maxWidth && size > options.size / 2) {
    size *= 0.94
    result = letter(text, { ...options, size })
  }
  return result
}

/** Two decimals are plenty for pixels and keep the files small. */
function round(d: string): string {
  return d.replace(/-?\d+\.\d{3,}/g, (n) => String(Math.round(Number(n) * 100) / 100))
}
