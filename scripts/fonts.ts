/**
 * `npm run fonts`: writes the site's two web fonts (src/styles/fonts/) from the variable fonts
 * of `@fontsource-variable/*`, with the same characters, but only the weights the site's CSS
 * uses (400 to 900) and the OpenType features a browser applies by itself, plus tabular
 * figures (the nutrition table). Inter 48 → 34 KB, Vazirmatn 46 → 33 KB: the font is one of
 * the largest files a phone fetches before its first screen is complete. Run it after
 * upgrading a `@fontsource-variable` package (tests/unit/fonts.spec.ts checks).
 */
import fs from 'node:fs'
import path from 'node:path'

import * as fontkit from 'fontkit'
import subsetFont from 'subset-font'

/** Browsers shape every Latin text with these, whatever the CSS says. */
const LATIN_FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rvrn']
/** And Arabic script with these too: each letter's form by its place in the word, joined. */
const ARABIC_FEATURES = ['isol', 'init', 'medi', 'fina', 'med2', 'fin2', 'fin3', 'curs', 'rclt', 'stch', 'mset']
/** `font-variant-numeric: tabular-nums` (FoodInformation.module.css). */
const USED_FEATURES = ['tnum']

/** The lightest and heaviest `font-weight` in src/**\/*.css. */
export const FONT_WEIGHTS = { min: 400, max: 900 }

/** Copyright (0) is kept by the subsetter; the licence (13) and its address (14) are kept too, as the OFL asks. */
const LICENCE_NAME_IDS = [13, 14]

const fontsource = path.resolve('node_modules/@fontsource-variable')
const outDir = path.resolve('src/styles/fonts')

export const webFonts = [
  {
    source: path.join(fontsource, 'inter/files/inter-latin-wght-normal.woff2'),
    file: path.join(outDir, 'inter-latin.woff2'),
    features: [...LATIN_FEATURES, ...USED_FEATURES],
  },
  {
    source: path.join(fontsource, 'vazirmatn/files/vazirmatn-arabic-wght-normal.woff2'),
    file: path.join(outDir, 'vazirmatn-arabic.woff2'),
    features: [...LATIN_FEATURES, ...ARABIC_FEATURES, ...USED_FEATURES],
  },
]

/** Every character a font draws. */
export function charactersOf(font: Buffer): string {
  const opened = fontkit.create(font)
  if (!('characterSet' in opened)) throw new Error('Expected one font, found a collection')
  return String.fromCodePoint(...opened.characterSet)
}

export async function subsetWebFont(source: string, features: string[]): Promise<Buffer> {
  const original = fs.readFileSync(source)
  return subsetFont(original, charactersOf(original), {
    targetFormat: 'woff2',
    keepFeatures: features,
    variationAxes: { wght: FONT_WEIGHTS },
    preserveNameIds: LICENCE_NAME_IDS,
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const font of webFonts) {
    const subset = await subsetWebFont(font.source, font.features)
    fs.writeFileSync(font.file, subset)
    console.log(`Written ${path.relative(process.cwd(), font.file)}: ${fs.statSync(font.source).size} → ${subset.length} bytes.`)
  }
}
