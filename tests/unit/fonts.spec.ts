import fs from 'node:fs'
import path from 'node:path'

import * as fontkit from 'fontkit'
import { describe, expect, it } from 'vitest'

import { charactersOf, FONT_WEIGHTS, subsetWebFont, webFonts } from '../../scripts/fonts'

const [inter, vazirmatn] = webFonts
const fonts = webFonts.map((font) => ({ ...font, name: path.relative(process.cwd(), font.file) }))

function openFont(file: string): fontkit.Font {
  const font = fontkit.create(fs.readFileSync(file))
  if (!('characterSet' in font)) throw new Error(`${file} is a collection`)
  return font
}

/** The interface's texts in every language (src/i18n/messages) and the demo content (scripts/seed/content). */
async function siteText(): Promise<string> {
  const texts = fs
    .readdirSync('src/i18n/messages', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => fs.readFileSync(`src/i18n/messages/${file}`, 'utf8'))
  for (const file of fs.readdirSync('scripts/seed/content'))
    texts.push(JSON.stringify(await import(`../../scripts/seed/content/${path.basename(file, '.ts')}.ts`)))
  return texts.join('')
}

const ofScript = (text: string, script: RegExp) => new Set([...text].filter((character) => script.test(character)))

describe('web fonts', () => {
  it.each(fonts)('$name is what `npm run fonts` makes from its @fontsource file (else run it)', async ({ source, file, features }) => {
    expect(fs.readFileSync(file).equals(await subsetWebFont(source, features))).toBe(true)
  })

  it.each(fonts)('$name draws every character its @fontsource file draws, with the same metrics', ({ source, file }) => {
    const original = openFont(source)
    const subset = openFont(file)
    expect(charactersOf(fs.readFileSync(file))).toBe(charactersOf(fs.readFileSync(source)))
    expect([subset.unitsPerEm, subset.ascent, subset.descent]).toEqual([original.unitsPerEm, original.ascent, original.descent])
  })

  it.each(fonts)('$name keeps the weights the CSS uses and no lighter ones', ({ file }) => {
    const { wght } = openFont(file).variationAxes
    expect([wght?.min, wght?.max]).toEqual([FONT_WEIGHTS.min, FONT_WEIGHTS.max])
  })

  it('src/styles/fonts.ts loads these files with these weights (next/font takes literals only, so they are written there again)', () => {
    const loader = fs.readFileSync('src/styles/fonts.ts', 'utf8')
    const sources = [...loader.matchAll(/src: '([^']+)'/g)].map((match) => path.resolve('src/styles', match[1]))
    expect(sources).toEqual(webFonts.map((font) => font.file))
    expect([...loader.matchAll(/weight: '([^']+)'/g)].map((match) => match[1])).toEqual(
      webFonts.map(() => `${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max}`),
    )
  })

  it('every font-weight in the CSS is within the fonts’ weights', () => {
    const weights = fs
      .readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .flatMap((file) => [...fs.readFileSync(`src/${file}`, 'utf8').matchAll(/font-weight:\s*(\d+)/g)].map((match) => Number(match[1])))
    expect(weights.length).toBeGreaterThan(0)
    for (const weight of weights) expect(weight).toBeGreaterThanOrEqual(FONT_WEIGHTS.min)
    for (const weight of weights) expect(weight).toBeLessThanOrEqual(FONT_WEIGHTS.max)
  })

  it('Inter draws every Latin letter of the site’s texts and demo content, Vazirmatn every Arabic-script one', async () => {
    const latin = new Set(charactersOf(fs.readFileSync(inter.file)))
    const arabicScript = new Set(charactersOf(fs.readFileSync(vazirmatn.file)))
    const text = await siteText()
    const english = ofScript(text, /\p{Script=Latin}/u)
    const arabicAndKurdish = ofScript(text, /\p{Script=Arabic}/u)
    expect(english.size).toBeGreaterThan(40)
    expect(arabicAndKurdish.size).toBeGreaterThan(40)
    expect([...english].filter((character) => !latin.has(character))).toEqual([])
    expect([...arabicAndKurdish].filter((character) => !arabicScript.has(character))).toEqual([])
    // Sorani's own letters.
    expect([...'ڕڵێۆەڤگچپژ'].filter((character) => !arabicScript.has(character))).toEqual([])
  })
})
