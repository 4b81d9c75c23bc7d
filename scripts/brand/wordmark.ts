/**
 * The brand's mark, drawn once here and used everywhere: the site's header, the admin,
 * the favicon, the shared-link picture and the demo packs. The same in every language:
 * the name in Latin and in Arabic script beside an emblem (a wheat ear in a red seal).
 */
import { letter } from './lettering'

export const BRAND = {
  red: '#C62828',
  redDark: '#9E1F1F',
  saffron: '#F2A900',
  cream: '#FFF8F1',
  ink: '#2B1D16',
  latinName: 'Hawler Foods',
  arabicName: 'أغذية هولير',
  since: 'SINCE 1944',
} as const

/** A picture part: SVG markup drawn in a box of `width` × `height` from the origin. */
export type Drawing = { svg: string; width: number; height: number }

/** The emblem in a 100 × 100 box: a red seal with a golden wheat ear. */
export function emblem(): Drawing {
  const grains = [0, 1, 2, 3]
    .map((i) => {
      const y = 62 - i * 11
      return (
        `<ellipse cx="42.5" cy="${y}" rx="4.6" ry="8.5" transform="rotate(-34 42.5 ${y})"/>` +
        `<ellipse cx="57.5" cy="${y}" rx="4.6" ry="8.5" transform="rotate(34 57.5 ${y})"/>`
      )
    })
    .join('')
  const svg =
    `<circle cx="50" cy="50" r="50" fill="${BRAND.red}"/>` +
    `<circle cx="50" cy="50" r="43" fill="none" stroke="${BRAND.cream}" stroke-width="2.5" opacity=".85"/>` +
    `<g fill="${BRAND.saffron}"><path d="M48.5 84V30h3v54z"/>${grains}<ellipse cx="50" cy="22" rx="5" ry="9"/></g>`
  return { svg, width: 100, height: 100 }
}

type WordmarkOptions = {
  /** Colour of the Latin name; the Arabic name and the year take `secondary`. */
  primary?: string
  secondary?: string
  /** Without the emblem: for places that show the emblem apart. */
  withEmblem?: boolean
}

/**
 * The lockup, 100 units tall: the emblem, then the Latin name over the Arabic name,
 * each centred on the other so that neither script reads as the second.
 */
export function wordmark({ primary = BRAND.red, secondary = BRAND.ink, withEmblem = true }: WordmarkOptions = {}): Drawing {
  const latin = letter(BRAND.latinName, { size: 40, weight: 800, script: 'latin' })
  const arabic = letter(BRAND.arabicName, { size: 46, weight: 700, script: 'arabic' })
  const start = withEmblem ? 116 : 0
  const block = Math.max(latin.width, arabic.width)
  const latinBaseline = 4 + latin.top
  const arabicBaseline = Math.min(latinBaseline + latin.bottom + 6 + arabic.top, 100 - arabic.bottom)
  const at = (width: number, baseline: number) => `translate(${(start + (block - width) / 2).toFixed(2)} ${baseline.toFixed(2)})`
  const parts = [
    withEmblem ? emblem().svg : '',
    `<path transform="${at(latin.width, latinBaseline)}" fill="${primary}" d="${latin.d}"/>`,
    `<path transform="${at(arabic.width, arabicBaseline)}" fill="${secondary}" d="${arabic.d}"/>`,
  ]
  return { svg: parts.join(''), width: Math.ceil(start + block + 2), height: 100 }
}

/** A drawing as a standalone SVG file, `height` pixels tall by default. */
export function svgFile({ svg, width, height }: Drawing, title: string, pixelHeight = height): string {
  const pixelWidth = Math.round((width * pixelHeight) / height)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${title}</title>${svg}</svg>\n`
  )
}
