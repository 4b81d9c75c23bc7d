// Product photography: the pack on a studio sweep with pieces spilled in front, and a
// serving of the product in a bowl on the table.
import { BRAND } from '../../brand/wordmark'
import type { Drawing, Picture } from '../content/types'
import { studio, woodTable, light, linen, roundedRect } from './backdrop'
import { heap, lemonSlice, leaf, spill } from './food'
import { bag, box, jar, type Pack } from './pack'
import { type Canvas, f, place, shade } from './shading'

type PackPicture = Picture & Extract<Drawing, { kind: 'pack' }>
type ServingPicture = Picture & Extract<Drawing, { kind: 'serving' }>

const brandName = { en: BRAND.latinName, ar: BRAND.arabicName }

/** The pack standing in a 1200 × 900 frame, its shadow and the spilled pieces in front. */
function packGroup(canvas: Canvas, picture: PackPicture): string {
  const pack: Pack = {
    food: picture.food,
    name: picture.name ?? brandName,
    colour: picture.palette[1],
    weight: picture.weight,
    open: picture.open,
  }
  switch (picture.pack) {
    case 'bag':
      return (
        canvas.shadow(610, 812, 330, 48, 0.55) +
        place(bag(canvas, pack), 350, 100) +
        spill(
          canvas,
          pack.food,
          [
            [290, 820, -20],
            [920, 800, 35],
            [850, 856, -60],
            [400, 862, 15],
          ],
          14,
          1.05,
        )
      )
    case 'box':
      return (
        canvas.shadow(650, 742, 420, 54, 0.5) +
        place(box(canvas, pack), 290, 350) +
        spill(
          canvas,
          pack.food,
          [
            [260, 800, -12],
            [960, 780, 18],
            [870, 840, -8],
            [380, 855, 8],
          ],
          12,
          1,
        )
      )
    case 'jar':
      return (
        canvas.shadow(610, 760, 260, 40, 0.5) +
        place(jar(canvas, pack), 410, 230) +
        spill(
          canvas,
          pack.food,
          [
            [330, 790, -20],
            [880, 780, 35],
            [800, 840, -60],
            [420, 845, 15],
            [900, 850, 70],
            [300, 850, 100],
          ],
          16,
          1.1,
        )
      )
  }
}

/** Fits a 1200 × 900 composition into the canvas (centred, as tall as the canvas). */
function fitted(canvas: Canvas, body: string, scale = Math.min(canvas.width / 1200, canvas.height / 900)): string {
  const x = (canvas.width - 1200 * scale) / 2
  const y = canvas.height - 900 * scale
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${f(scale)})">${body}</g>`
}

export function packShot(canvas: Canvas, picture: PackPicture): string {
  const wide = canvas.width / canvas.height > 1.6
  const extras = wide
    ? // On a wide picture, a bowl of the same snack and a few herbs to either side.
      place(bowl(canvas, picture.food, '#FFFFFF'), canvas.width * 0.16, canvas.height * 0.78, 0, 0.62) +
      spill(
        canvas,
        picture.food,
        [
          [canvas.width * 0.82, canvas.height * 0.86, 20],
          [canvas.width * 0.9, canvas.height * 0.8, -30],
        ],
        8,
        0.9,
      )
    : ''
  return (
    studio(canvas, picture.palette[0], 0.72) + extras + fitted(canvas, packGroup(canvas, picture), wide ? canvas.height / 900 : undefined)
  )
}

/** A ceramic bowl heaped with food, 400 units wide, centred on its rim at the origin. */
export function bowl(canvas: Canvas, food: Pack['food'], glaze: string, rx = 200): string {
  const ry = rx * 0.3
  const outside = canvas.linear([shade(glaze, -0.05), shade(glaze, -0.28)])
  const inside = canvas.linear([shade(glaze, -0.2), shade(glaze, 0.05)])
  return (
    canvas.shadow(rx * 0.12, rx * 0.6, rx * 1.1, rx * 0.18, 0.5) +
    `<ellipse cx="0" cy="${f(rx * 0.5)}" rx="${f(rx * 0.4)}" ry="${f(rx * 0.08)}" fill="${shade(glaze, -0.35)}"/>` +
    `<path d="M${-rx} 0 C${f(-rx)} ${f(rx * 0.75)} ${f(rx)} ${f(rx * 0.75)} ${rx} 0Z" fill="${outside}"/>` +
    `<ellipse cx="0" cy="0" rx="${rx}" ry="${f(ry)}" fill="${inside}"/>` +
    // A mound rising above the rim: wider layers first, then the top.
    heap(canvas, food, 0, -ry * 0.15, rx * 0.86, ry * 0.8, 0.95, 1.2) +
    heap(canvas, food, 0, -ry * 0.6, rx * 0.62, ry * 0.62, 0.95, 1.2) +
    heap(canvas, food, 0, -ry * 1.05, rx * 0.36, ry * 0.4, 0.95, 1.2) +
    `<path d="M${-rx} 0 C${f(-rx)} ${f(rx * 0.75)} ${f(rx)} ${f(rx * 0.75)} ${rx} 0" fill="none" stroke="${shade(glaze, 0.3)}" stroke-width="5"/>` +
    `<path d="M${f(-rx * 0.8)} ${f(rx * 0.2)} Q${f(-rx * 0.6)} ${f(rx * 0.5)} ${f(-rx * 0.2)} ${f(rx * 0.56)}" stroke="#FFFFFF" stroke-width="8" fill="none" opacity=".45" stroke-linecap="round"/>`
  )
}

/** A bowl of the product on a wooden table on a linen napkin, with lemon or its pack beside it. */
export function serving(canvas: Canvas, picture: ServingPicture): string {
  const { width: w, height: h } = canvas
  const glaze = picture.palette[1] === BRAND.ink ? '#F4EDE2' : picture.palette[1]
  const napkin = `<g transform="rotate(-8 ${f(w * 0.42)} ${f(h * 0.6)})">${linen(canvas, picture.palette[0], roundedRect(w * 0.12, h * 0.34, w * 0.62, h * 0.56, 10))}</g>`
  const pack =
    picture.with === 'pack'
      ? canvas.shadow(w * 0.8, h * 0.56, w * 0.17, h * 0.04, 0.5) +
        place(bag(canvas, { food: picture.food, name: picture.name ?? brandName, colour: BRAND.red }), w * 0.66, h * 0.06, 0, 0.62)
      : ''
  const lemon =
    picture.with === 'lemon'
      ? canvas.shadow(w * 0.82, h * 0.36, 80, 20, 0.35) +
        place(lemonSlice(canvas), w * 0.82, h * 0.3, 0, 1.2) +
        place(lemonSlice(canvas), w * 0.9, h * 0.44, 20, 1) +
        place(leaf()(canvas), w * 0.74, h * 0.18, -30, 0.9) +
        place(leaf()(canvas), w * 0.8, h * 0.14, 40, 0.8)
      : ''
  return (
    woodTable(canvas, '#8A5A3B', 5) +
    napkin +
    pack +
    lemon +
    place(bowl(canvas, picture.food, glaze, w * 0.25), w * 0.42, h * 0.58) +
    spill(
      canvas,
      picture.food,
      [
        [w * 0.14, h * 0.9, 30],
        [w * 0.7, h * 0.88, -20],
        [w * 0.8, h * 0.8, 60],
      ],
      10,
      1,
    ) +
    light(canvas, 0.6)
  )
}
