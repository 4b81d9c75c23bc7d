// The snacks and ingredients themselves, each drawn about 100 units across around the
// origin with its own light and shade, to be scattered, heaped or shown in a pack's window.
import type { Food } from '../content/types'
import { blob, type Canvas, f, place, shade, smoothPath } from './shading'

type Draw = (canvas: Canvas) => string

/** A potato chip: a wavy golden curl, browner at the edge, with a sheen along its ridge. */
function chip(seasoning?: string): Draw {
  return (canvas) => {
    const fill = canvas.radial(['#FFE9A8', '#F5C451', '#E29B2B'], 0.4, 0.35)
    const outline = blob(canvas, 0, 0, 54, 36, 0.16, 11)
    const fold = canvas.between(-12, 6)
    const flecks = seasoning
      ? Array.from(
          { length: 9 },
          () => `<circle cx="${f(canvas.between(-36, 36))}" cy="${f(canvas.between(-22, 22))}" r="${f(canvas.between(1.4, 3))}"/>`,
        ).join('')
      : ''
    return (
      `<path d="${outline}" fill="${fill}"/>` +
      // The curl: a shaded valley across the chip and a bright ridge beside it.
      `<path d="M-50 ${f(fold + 10)} Q0 ${f(fold - 8)} 50 ${f(fold + 14)}" stroke="#D48E26" stroke-width="9" fill="none" opacity=".35"/>` +
      `<path d="M-44 ${f(fold - 6)} Q0 ${f(fold - 26)} 44 ${f(fold - 2)}" stroke="#FFF6D8" stroke-width="5" fill="none" stroke-linecap="round" opacity=".8"/>` +
      `<path d="${outline}" fill="none" stroke="#C9831F" stroke-width="2.5" opacity=".7"/>` +
      (seasoning ? `<g fill="${seasoning}" opacity=".8">${flecks}</g>` : '')
    )
  }
}

/** A corn puff: a knobbly stick dusted with spice. */
const puff: Draw = (canvas) => {
  const fill = canvas.linear(['#FFC56B', '#F08A24', '#C85A12'])
  const points: Array<[number, number]> = []
  for (let i = 0; i <= 6; i++) points.push([-50 + i * 16.6, -17 - canvas.between(0, 6)])
  for (let i = 6; i >= 0; i--) points.push([-50 + i * 16.6, 17 + canvas.between(0, 6)])
  const dots = Array.from(
    { length: 12 },
    () => `<circle cx="${f(canvas.between(-42, 42))}" cy="${f(canvas.between(-12, 12))}" r="${f(canvas.between(1.5, 3))}"/>`,
  ).join('')
  return (
    `<path d="${smoothPath(points)}" fill="${fill}"/>` +
    `<path d="M-40 -9 Q0 -16 40 -9" stroke="#FFE2A8" stroke-width="5" fill="none" stroke-linecap="round" opacity=".8"/>` +
    `<g fill="#B23A12" opacity=".7">${dots}</g>`
  )
}

/** A corn ring dusted with cheese. */
const ring: Draw = (canvas) => {
  const fill = canvas.radial(['#FFE08A', '#F7B733', '#DB8A1C'], 0.4, 0.35)
  const dots = Array.from({ length: 14 }, () => {
    const a = canvas.between(0, Math.PI * 2)
    const r = canvas.between(24, 40)
    return `<circle cx="${f(Math.cos(a) * r)}" cy="${f(Math.sin(a) * r * 0.8)}" r="${f(canvas.between(1.4, 3))}"/>`
  }).join('')
  return (
    `<path fill-rule="evenodd" fill="${fill}" d="${blob(canvas, 0, 0, 48, 40, 0.07, 9)}${blob(canvas, 0, 0, 18, 14, 0.1, 7)}"/>` +
    `<path d="M-34 -10 A38 30 0 0 1 10 -36" stroke="#FFF1C2" stroke-width="5" fill="none" stroke-linecap="round" opacity=".8"/>` +
    `<g fill="#E86A10" opacity=".75">${dots}</g>`
  )
}

/** A date-filled biscuit cut open: golden pastry around a dark, glossy date spiral. */
const dateBiscuit: Draw = (canvas) => {
  const pastry = canvas.linear(['#F3CC85', '#D99A45'])
  return (
    `<rect x="-52" y="-34" width="104" height="68" rx="22" fill="${pastry}"/>` +
    `<path d="M-40 -28 H40" stroke="#FBE5B5" stroke-width="5" stroke-linecap="round" opacity=".8"/>` +
    `<ellipse cx="0" cy="4" rx="30" ry="20" fill="#5A2E14"/>` +
    `<path d="M-14 4 a14 10 0 1 1 14 10 a9 6 0 1 1 -8 -10" stroke="#8A4A22" stroke-width="4" fill="none"/>` +
    `<ellipse cx="-10" cy="-6" rx="9" ry="4" fill="#B8743E" opacity=".6"/>` +
    `<path d="M-46 22 Q0 ${f(canvas.between(30, 36))} 46 22" stroke="#B97A30" stroke-width="3" fill="none" opacity=".5"/>`
  )
}

/** A round tea biscuit covered in sesame seeds. */
const sesameBiscuit: Draw = (canvas) => {
  const fill = canvas.radial(['#F6D493', '#E2AA55', '#C68632'], 0.4, 0.35)
  const seeds = Array.from({ length: 22 }, () => {
    const a = canvas.between(0, Math.PI * 2)
    const r = Math.sqrt(canvas.random()) * 40
    return `<ellipse cx="${f(Math.cos(a) * r)}" cy="${f(Math.sin(a) * r * 0.82)}" rx="4" ry="2" transform="rotate(${f(canvas.between(0, 180))} ${f(Math.cos(a) * r)} ${f(Math.sin(a) * r * 0.82)})"/>`
  }).join('')
  return (
    `<ellipse cx="0" cy="4" rx="50" ry="42" fill="#B97A30"/>` +
    `<ellipse cx="0" cy="0" rx="50" ry="42" fill="${fill}"/>` +
    `<g fill="#FFF3D6" stroke="#D4A65C" stroke-width=".8">${seeds}</g>`
  )
}

/** A wafer: a crisp waffled sheet with cream layers showing at its cut end. */
function wafer(chocolate: boolean): Draw {
  return (canvas) => {
    const sheet = chocolate ? ['#A56A3E', '#7A4524'] : ['#F5DDA6', '#DDB06A']
    const cream = chocolate ? '#5A3018' : '#FFF6E2'
    const fill = canvas.linear(sheet)
    const grid = [-36, -12, 12, 36].map((x) => `<path d="M${x} -22V14" />`).join('') + `<path d="M-52 -4H52"/>`
    return (
      `<rect x="-56" y="-26" width="112" height="52" rx="5" fill="${shade(sheet[1], -0.15)}"/>` +
      `<rect x="-56" y="-30" width="112" height="44" rx="5" fill="${fill}"/>` +
      `<g stroke="${shade(sheet[1], -0.2)}" stroke-width="2.5" opacity=".55">${grid}</g>` +
      `<rect x="-56" y="14" width="112" height="6" fill="${cream}"/>` +
      `<rect x="-56" y="-30" width="112" height="6" rx="3" fill="#FFFFFF" opacity=".25"/>`
    )
  }
}

/** A pistachio split open: a cream shell and its green and purple kernel. */
const pistachio: Draw = (canvas) => {
  const shell = canvas.radial(['#FBF1DA', '#E6D1A6', '#C7AE7E'], 0.35, 0.3)
  const nut = canvas.linear(['#A9C35A', '#6E9A2E'], true)
  return (
    `<path d="M-46 0 C-46 -30 46 -30 46 0 C46 30 -46 30 -46 0Z" fill="${shell}" stroke="#B39766" stroke-width="1.5"/>` +
    `<path d="M-30 2 C-26 -18 30 -18 32 2 C30 16 -26 18 -30 2Z" fill="${nut}"/>` +
    `<path d="M-20 -6 C-6 -14 10 -14 22 -6" stroke="#8B4A6B" stroke-width="4" fill="none" opacity=".7"/>` +
    `<path d="M-34 -16 Q0 -28 30 -16" stroke="#FFFFFF" stroke-width="3" fill="none" opacity=".6" stroke-linecap="round"/>` +
    `<path d="M-${f(canvas.between(40, 46))} 0 H-30 M30 0 H44" stroke="#A88C5C" stroke-width="2"/>`
  )
}

/** An almond in its brown skin, with the fine lengthwise grooves. */
const almond: Draw = (canvas) => {
  const fill = canvas.radial(['#C98B57', '#9C5F31', '#6E3F1E'], 0.4, 0.35)
  const grooves = [-14, -4, 6, 16].map((y) => `<path d="M-34 ${y} Q0 ${y + canvas.between(-6, 6)} 40 ${y * 0.6}"/>`).join('')
  return (
    `<path d="M-48 0 C-40 -30 20 -32 52 -2 C20 30 -40 30 -48 0Z" fill="${fill}"/>` +
    `<g stroke="#5A3116" stroke-width="1.6" fill="none" opacity=".45">${grooves}</g>` +
    `<path d="M-30 -14 Q4 -26 34 -10" stroke="#E3B285" stroke-width="4" fill="none" opacity=".6" stroke-linecap="round"/>`
  )
}

/** A sunflower seed: black with grey stripes and a flake of salt. */
const sunflower: Draw = () =>
  `<path d="M-48 0 C-40 -26 26 -26 50 0 C26 26 -40 26 -48 0Z" fill="#2B2622"/>` +
  `<g stroke="#CFC8BC" stroke-width="3.5" fill="none" stroke-linecap="round"><path d="M-34 -8 Q0 -14 38 -4"/><path d="M-34 8 Q0 14 38 4"/><path d="M-40 0 H44" opacity=".5"/></g>` +
  `<path d="M-30 -14 Q0 -20 30 -12" stroke="#FFFFFF" stroke-width="3" fill="none" opacity=".35"/>` +
  `<rect x="-6" y="-4" width="6" height="6" fill="#FFFFFF" opacity=".9" transform="rotate(20)"/>`

/** A pumpkin seed: a flat green oval with a paler rim. */
const pumpkin: Draw = (canvas) => {
  const fill = canvas.radial(['#9CC25B', '#5E8B2C', '#3F6A1C'], 0.4, 0.35)
  return (
    `<path d="M-50 0 C-44 -28 30 -30 50 0 C30 30 -44 28 -50 0Z" fill="#D8D2A8"/>` +
    `<path d="M-42 0 C-36 -22 24 -23 42 0 C24 23 -36 22 -42 0Z" fill="${fill}"/>` +
    `<path d="M-26 -10 Q4 -18 30 -6" stroke="#D7EBA8" stroke-width="3.5" fill="none" opacity=".7" stroke-linecap="round"/>`
  )
}

/** A slice of lemon: the rind, the pith and juicy segments. */
export const lemonSlice: Draw = () => {
  const segments = Array.from({ length: 8 }, (_, i) => {
    const a = (i / 8) * Math.PI * 2
    const b = ((i + 1) / 8) * Math.PI * 2
    return `<path d="M0 0 L${f(Math.cos(a + 0.08) * 40)} ${f(Math.sin(a + 0.08) * 40)} A40 40 0 0 1 ${f(Math.cos(b - 0.08) * 40)} ${f(Math.sin(b - 0.08) * 40)}Z"/>`
  }).join('')
  return (
    `<circle r="50" fill="#F2C400"/><circle r="45" fill="#FFF6C8"/>` +
    `<g fill="#FFE066" stroke="#FFF6C8" stroke-width="1">${segments}</g>` +
    `<path d="M-30 -24 Q-10 -36 14 -34" stroke="#FFFFFF" stroke-width="4" fill="none" opacity=".7" stroke-linecap="round"/>`
  )
}

/** A herb leaf (mint, parsley, za'atar) with its veins. */
export function leaf(colour = '#4E8F2E'): Draw {
  return (canvas) => {
    const fill = canvas.linear([shade(colour, 0.25), colour, shade(colour, -0.25)])
    return (
      `<path d="M-50 0 C-30 -30 20 -34 50 0 C20 34 -30 30 -50 0Z" fill="${fill}"/>` +
      `<path d="M-50 0 H44" stroke="${shade(colour, 0.45)}" stroke-width="2.5"/>` +
      `<g stroke="${shade(colour, 0.35)}" stroke-width="1.5" fill="none">${[-30, -12, 6, 24].map((x) => `<path d="M${x} 0 L${x + 14} -16 M${x} 0 L${x + 14} 16"/>`).join('')}</g>`
    )
  }
}

/** A crumb: a small irregular piece of whatever broke. */
export function crumb(canvas: Canvas, colour: string): string {
  return `<path d="${blob(canvas, 0, 0, 10, 8, 0.35, 6)}" fill="${colour}"/>`
}

/** How each product's contents look and what breaks off them. */
const foods: Record<Food, { draw: Draw[]; crumbs: string; size: number }> = {
  chips: { draw: [chip()], crumbs: '#E7B14A', size: 1 },
  'sumac-chips': { draw: [chip('#8E1B2B'), chip('#8E1B2B'), chip('#5C7A2A')], crumbs: '#D99A3A', size: 1 },
  puffs: { draw: [puff], crumbs: '#E77C22', size: 0.95 },
  rings: { draw: [ring], crumbs: '#F2A62E', size: 0.85 },
  'date-biscuits': { draw: [dateBiscuit], crumbs: '#D9A050', size: 1 },
  'sesame-biscuits': { draw: [sesameBiscuit], crumbs: '#E0B060', size: 0.95 },
  'chocolate-wafers': { draw: [wafer(true)], crumbs: '#8A5230', size: 1 },
  'vanilla-wafers': { draw: [wafer(false)], crumbs: '#E8C88A', size: 1 },
  pistachios: { draw: [pistachio], crumbs: '#D8C59A', size: 0.62 },
  almonds: { draw: [almond], crumbs: '#A86A3A', size: 0.62 },
  'sunflower-seeds': { draw: [sunflower], crumbs: '#3A332D', size: 0.4 },
  'pumpkin-seeds': { draw: [pumpkin], crumbs: '#6E9A3A', size: 0.42 },
}

/** One piece of a food, drawn anew (each piece has its own wobble). */
export function piece(canvas: Canvas, food: Food): string {
  const { draw } = foods[food]
  return draw[Math.floor(canvas.random() * draw.length)](canvas)
}

export function foodSize(food: Food): number {
  return foods[food].size
}

/**
 * A heap of pieces filling an ellipse, drawn from the back to the front so the nearer
 * ones overlap the farther ones; `scale` is the size of one piece (100 units = 1).
 */
export function heap(canvas: Canvas, food: Food, cx: number, cy: number, rx: number, ry: number, scale = 1, density = 1): string {
  const size = foods[food].size * scale
  const count = Math.min(180, Math.round((rx * ry * 3.2 * density) / (size * size * 100 * 42)))
  const pieces = Array.from({ length: Math.max(count, 3) }, () => {
    const a = canvas.between(0, Math.PI * 2)
    const r = Math.sqrt(canvas.random())
    return { x: cx + Math.cos(a) * rx * r, y: cy + Math.sin(a) * ry * r }
  }).sort((a, b) => a.y - b.y)
  return pieces.map(({ x, y }) => place(piece(canvas, food), x, y, canvas.between(-70, 70), size * canvas.between(0.85, 1.1))).join('')
}

/** A few pieces and crumbs lying on the surface in front of something, each with its shadow. */
export function spill(canvas: Canvas, food: Food, spots: Array<[number, number, number]>, crumbCount = 10, scale = 1): string {
  const size = foods[food].size * scale
  const parts = spots.map(
    ([x, y, angle]) =>
      canvas.shadow(x + 6 * size, y + 20 * size, 52 * size, 16 * size, 0.4) + place(piece(canvas, food), x, y, angle, size),
  )
  const [minX, maxX] = [Math.min(...spots.map((s) => s[0])), Math.max(...spots.map((s) => s[0]))]
  const [minY, maxY] = [Math.min(...spots.map((s) => s[1])), Math.max(...spots.map((s) => s[1]))]
  for (let i = 0; i < crumbCount; i++) {
    const x = canvas.between(minX - 60, maxX + 60)
    const y = canvas.between(minY - 10, maxY + 40)
    parts.push(place(crumb(canvas, foods[food].crumbs), x, y, canvas.between(0, 180), canvas.between(0.4, 1.1) * Math.max(size, 0.6)))
  }
  return parts.join('')
}
