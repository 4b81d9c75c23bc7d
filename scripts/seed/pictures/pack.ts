// Pack shots: a bag, a box or a jar in the flavour's colours, printed with the wordmark and
// the product's name in English and Arabic, with a window onto what is inside.
import { letter } from '../../brand/lettering'
import { BRAND, wordmark } from '../../brand/wordmark'
import type { Food, PackName } from '../content/types'
import { roundedRect } from './backdrop'
import { heap, piece } from './food'
import { type Canvas, f, mix, place, shade } from './shading'

/** `small`: a pack in the back of a scene, whose window needs fewer pieces to look full. */
export type Pack = { food: Food; name: PackName; colour: string; weight?: string; open?: boolean; small?: boolean }

/** Whether light lettering reads on this colour (else the brand's ink). */
function isDark(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16)
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255]
  return 0.299 * r + 0.587 * g + 0.114 * b < 150
}

/**
 * A name set in up to `maxLines` lines no wider than `width`, centred on x = 0 with the
 * first baseline at y = 0; returns the markup and the height used.
 */
export function setName(
  text: string,
  width: number,
  size: number,
  colour: string,
  maxLines = 2,
  weight: 700 | 800 | 900 = 800,
): { svg: string; height: number } {
  let lines: string[] = []
  let fit = size
  for (; fit > size * 0.45; fit *= 0.92) {
    const words = text.split(' ')
    lines = []
    let line = ''
    for (const word of words) {
      const tryLine = line ? `${line} ${word}` : word
      if (line && letter(tryLine, { size: fit, weight }).width > width) {
        lines.push(line)
        line = word
      } else line = tryLine
    }
    lines.push(line)
    if (lines.length <= maxLines && lines.every((l) => letter(l, { size: fit, weight }).width <= width)) break
  }
  const step = fit * 1.12
  const svg = lines
    .map((line, i) => {
      const run = letter(line, { size: fit, weight })
      return `<path transform="translate(${f(-run.width / 2)} ${f(i * step)})" fill="${colour}" d="${run.d}"/>`
    })
    .join('')
  return { svg, height: (lines.length - 1) * step + fit }
}

/** The wordmark on a cream pill, `width` units wide, centred on x = 0 from y = 0. */
function brandPill(width: number): { svg: string; height: number } {
  const mark = wordmark()
  const scale = (width * 0.84) / mark.width
  const height = 100 * scale + width * 0.12
  return {
    svg:
      `<path d="${roundedRect(-width / 2, 0, width, height, height / 2)}" fill="${BRAND.cream}"/>` +
      `<g transform="translate(${f((-mark.width * scale) / 2)} ${f(width * 0.06)}) scale(${f(scale)})">${mark.svg}</g>`,
    height,
  }
}

/** A see-through window (its outline given) filled with a heap of the food, behind glossy film. */
function window(
  canvas: Canvas,
  food: Food,
  outline: string,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  scale: number,
  density = 2.6,
): string {
  const id = `window${canvas.random().toString(36).slice(2, 8)}`
  const gloss = canvas.linear(['#FFFFFF', '#FFFFFF'], true, [0.35, 0])
  return (
    `<clipPath id="${id}"><path d="${outline}"/></clipPath>` +
    `<path d="${outline}" fill="#FFF6E6"/>` +
    `<g clip-path="url(#${id})">${heap(canvas, food, cx, cy, rx * 1.1, ry * 1.15, scale, density)}` +
    `<path d="M${f(cx - rx)} ${f(cy - ry)} L${f(cx - rx * 0.2)} ${f(cy - ry)} L${f(cx - rx * 0.7)} ${f(cy + ry)} L${f(cx - rx * 1.2)} ${f(cy + ry)}Z" fill="${gloss}"/></g>` +
    `<path d="${outline}" fill="none" stroke="#FFFFFF" stroke-width="6" opacity=".9"/>`
  )
}

/**
 * A pillow bag standing on its bottom crimp, `w` × `h`, drawn with its top-left corner at
 * the origin: crimped seals, rounded sides and the light falling from the left.
 */
export function bag(canvas: Canvas, pack: Pack, w = 500, h = 700): string {
  const { colour } = pack
  const ink = isDark(colour) ? '#FFFFFF' : BRAND.ink
  const seal = 34
  const bulge = w * 0.05
  const outline =
    `M0 ${seal}C${f(-bulge)} ${f(h * 0.35)} ${f(-bulge)} ${f(h * 0.65)} 0 ${f(h - seal)}` +
    `L${w} ${f(h - seal)}C${f(w + bulge)} ${f(h * 0.65)} ${f(w + bulge)} ${f(h * 0.35)} ${w} ${seal}Z`
  const zigzag = (y: number, down: boolean) => {
    let d = `M0 ${y}`
    for (let x = 0; x <= w; x += 14)
      d += `L${f(x + 7)} ${f(down ? y + seal : y - seal)}L${f(Math.min(x + 14, w))} ${f(down ? y + seal : y - seal)}`
    return d
  }
  const sealFill = shade(colour, -0.12)
  const seals =
    `<path d="M0 0H${w}V${seal}H0Z" fill="${sealFill}"/>` +
    `<path d="M0 ${f(h - seal)}H${w}V${h}H0Z" fill="${sealFill}"/>` +
    `<g stroke="${shade(colour, -0.35)}" stroke-width="2" opacity=".5">${Array.from({ length: Math.floor(w / 12) }, (_, i) => `<path d="M${f(6 + i * 12)} 4V${seal - 4}M${f(6 + i * 12)} ${f(h - seal + 4)}V${h - 4}"/>`).join('')}</g>` +
    `<path d="${zigzag(0, false)}" fill="none"/>`
  const body = canvas.linear(['#000000', '#FFFFFF', '#FFFFFF', '#000000', '#000000'], true, [0.38, 0.16, 0, 0.08, 0.42])
  const sheen = canvas.linear(['#FFFFFF', '#FFFFFF', '#FFFFFF'], true, [0, 0.35, 0])
  const pill = brandPill(w * 0.66)
  const name = setName(pack.name.en, w * 0.8, 48, ink)
  const arabic = setName(pack.name.ar, w * 0.8, 38, ink, 1, 800)
  const windowY = seal + 40 + pill.height + 26
  const windowH = h * 0.28
  const windowOutline = `M${f(w * 0.14)} ${f(windowY + windowH / 2)}C${f(w * 0.14)} ${f(windowY - 10)} ${f(w * 0.86)} ${f(windowY - 10)} ${f(w * 0.86)} ${f(windowY + windowH / 2)}C${f(w * 0.86)} ${f(windowY + windowH + 10)} ${f(w * 0.14)} ${f(windowY + windowH + 10)} ${f(w * 0.14)} ${f(windowY + windowH / 2)}Z`
  const nameY = windowY + windowH + 34 + 44
  // A red band along the foot of the pack (saffron-edged), with the net weight on it.
  const bandTop = h - seal - 64
  const band = colour === BRAND.red ? BRAND.redDark : BRAND.red
  const weight = pack.weight ? setName(pack.weight, w * 0.3, 28, '#FFFFFF', 1, 700) : null
  const front =
    `<path d="M0 ${f(bandTop + 14)}Q${f(w / 2)} ${f(bandTop - 14)} ${w} ${f(bandTop + 14)}V${f(h)}H0Z" fill="${band}"/>` +
    `<path d="M0 ${f(bandTop + 14)}Q${f(w / 2)} ${f(bandTop - 14)} ${w} ${f(bandTop + 14)}" stroke="${BRAND.saffron}" stroke-width="7" fill="none"/>` +
    place(pill.svg, w / 2, seal + 34) +
    window(canvas, pack.food, windowOutline, w / 2, windowY + windowH / 2, w * 0.36, windowH / 2, 0.75, pack.small ? 1 : 2.6) +
    place(name.svg, w / 2, nameY) +
    place(arabic.svg, w / 2, nameY + name.height + 16) +
    (weight ? place(weight.svg, w / 2, bandTop + 46) : '')
  const id = `bag${canvas.random().toString(36).slice(2, 8)}`
  return (
    `<clipPath id="${id}"><path d="${outline}"/></clipPath>` +
    `<path d="${outline}" fill="${colour}"/>` +
    `<g clip-path="url(#${id})">${front}<rect x="${-bulge}" y="0" width="${w + 2 * bulge}" height="${h}" fill="${body}"/>` +
    `<rect x="${f(w * 0.12)}" y="0" width="${f(w * 0.16)}" height="${h}" fill="${sheen}"/>` +
    `<path d="M0 ${f(seal + 10)}Q${f(w / 2)} ${f(seal + 30)} ${w} ${f(seal + 10)}" stroke="#000" stroke-width="6" opacity=".08" fill="none"/></g>` +
    seals
  )
}

/**
 * A carton in three-quarter view: the front `w` × `h` from the origin, its side going back
 * to the right and its top, each lit differently. An open carton shows its contents.
 */
export function box(canvas: Canvas, pack: Pack, w = 560, h = 380, depth = 120): string {
  const { colour } = pack
  const ink = isDark(colour) ? '#FFFFFF' : BRAND.ink
  const dx = depth * 0.8
  const dy = -depth * 0.45
  const side = `M${w} 0L${f(w + dx)} ${f(dy)}V${f(h + dy)}L${w} ${h}Z`
  const top = `M0 0L${f(dx)} ${f(dy)}H${f(w + dx)}L${w} 0Z`
  const frontFill = canvas.linear([shade(colour, 0.12), colour, shade(colour, -0.1)], true)
  const pill = brandPill(w * 0.42)
  const name = setName(pack.name.en, w * 0.46, 44, ink)
  const arabic = setName(pack.name.ar, w * 0.46, 36, ink, 1, 800)
  const win = roundedRect(w * 0.53, h * 0.16, w * 0.42, h * 0.62, 26)
  const contents = pack.open
    ? // The lid folded back and the first pieces standing up out of the carton.
      `<path d="M${f(dx)} ${f(dy)}L${f(dx - 20)} ${f(dy - 150)}H${f(w + dx - 20)}L${f(w + dx)} ${f(dy)}Z" fill="${shade(colour, -0.2)}"/>` +
      `<path d="${top}" fill="#3A2418"/>` +
      Array.from({ length: 6 }, (_, i) =>
        place(piece(canvas, pack.food), 70 + i * ((w - 40) / 6) + dx * 0.4, dy * 0.4 - 10, canvas.between(-70, -50), 0.95),
      ).join('')
    : `<path d="${top}" fill="${shade(colour, 0.28)}"/>`
  return (
    contents +
    `<path d="${side}" fill="${shade(colour, -0.32)}"/>` +
    `<path d="M0 0H${w}V${h}H0Z" fill="${frontFill}"/>` +
    `<path d="M0 ${f(h * 0.82)}H${w}V${h}H0Z" fill="${BRAND.red}" opacity="${colour === BRAND.red ? 0 : 0.92}"/>` +
    `<path d="M0 ${f(h * 0.82)}H${w}" stroke="${BRAND.saffron}" stroke-width="7"/>` +
    place(pill.svg, w * 0.26, h * 0.09) +
    place(name.svg, w * 0.26, h * 0.09 + pill.height + 58) +
    place(arabic.svg, w * 0.26, h * 0.09 + pill.height + 58 + name.height + 18) +
    window(canvas, pack.food, win, w * 0.74, h * 0.47, w * 0.2, h * 0.3, 0.8, pack.small ? 1 : 2.6) +
    (pack.weight ? place(setName(pack.weight, w * 0.2, 24, '#FFFFFF', 1, 700).svg, w * 0.88, h * 0.95) : '') +
    `<path d="M0 0H${w}" stroke="#FFFFFF" stroke-width="3" opacity=".5"/>` +
    `<path d="M${w} 0V${h}" stroke="#000" stroke-width="2" opacity=".2"/>`
  )
}

/** A glass jar full of the food, a lid in the flavour's colour and a paper label, `w` wide from the origin. */
export function jar(canvas: Canvas, pack: Pack, w = 380, h = 520): string {
  const { colour } = pack
  const lidH = 74
  const body = roundedRect(0, lidH - 8, w, h - lidH + 8, 56)
  const id = `jar${canvas.random().toString(36).slice(2, 8)}`
  const glass = canvas.linear(['#FFFFFF', '#FFFFFF', '#FFFFFF', '#FFFFFF'], true, [0.45, 0.05, 0.0, 0.3])
  const lid = canvas.linear([shade(colour, -0.3), shade(colour, 0.2), colour, shade(colour, -0.35)], true)
  const labelY = h * 0.42
  const labelH = h * 0.4
  const paper = canvas.linear([mix(BRAND.cream, '#D9CBB8', 0.5), BRAND.cream, BRAND.cream, mix(BRAND.cream, '#C9B8A2', 0.6)], true)
  const pill = wordmark()
  const scale = (w * 0.62) / pill.width
  const name = setName(pack.name.en, w * 0.8, 36, BRAND.ink)
  const arabic = setName(pack.name.ar, w * 0.8, 30, colour, 1, 800)
  return (
    `<clipPath id="${id}"><path d="${body}"/></clipPath>` +
    `<path d="${body}" fill="${mix(colour, '#FFFFFF', 0.75)}"/>` +
    `<g clip-path="url(#${id})">${heap(canvas, pack.food, w / 2, h * 0.6, w * 0.62, h * 0.5, 0.85)}</g>` +
    `<path d="${body}" fill="${glass}"/>` +
    `<path d="${body}" fill="none" stroke="#FFFFFF" stroke-width="5" opacity=".6"/>` +
    `<path d="M0 ${f(labelY)}H${w}V${f(labelY + labelH)}H0Z" fill="${paper}"/>` +
    `<path d="M0 ${f(labelY)}H${w}M0 ${f(labelY + labelH)}H${w}" stroke="${colour}" stroke-width="12"/>` +
    `<g transform="translate(${f((w - pill.width * scale) / 2)} ${f(labelY + 24)}) scale(${f(scale)})">${pill.svg}</g>` +
    place(name.svg, w / 2, labelY + 24 + 100 * scale + 46) +
    place(arabic.svg, w / 2, labelY + 24 + 100 * scale + 46 + name.height + 14) +
    (pack.weight ? place(setName(pack.weight, w * 0.3, 22, BRAND.ink, 1, 700).svg, w / 2, labelY + labelH - 18) : '') +
    `<rect x="${f(w * 0.12)}" y="${lidH}" width="${f(w * 0.08)}" height="${f(h - lidH - 40)}" rx="${f(w * 0.04)}" fill="#FFFFFF" opacity=".35"/>` +
    `<path d="${roundedRect(-8, 0, w + 16, lidH, 14)}" fill="${lid}"/>` +
    `<g stroke="${shade(colour, -0.45)}" stroke-width="3" opacity=".45">${Array.from({ length: 24 }, (_, i) => `<path d="M${f(4 + (i * (w + 8)) / 24)} 8V${lidH - 8}"/>`).join('')}</g>`
  )
}
