// The surfaces things stand on: a studio sweep for pack shots, wood and cloth for food.
import { type Canvas, f, mix, shade } from './shading'

/**
 * A photographer's paper sweep in the pack's own light colour: a wall fading into a floor,
 * a pool of light behind the subject and darker corners.
 */
export function studio(canvas: Canvas, colour: string, floorAt = 0.68): string {
  const { width: w, height: h } = canvas
  const wall = canvas.linear([shade(colour, 0.35), colour, shade(colour, -0.08)])
  const floor = canvas.linear([shade(colour, -0.1), shade(colour, 0.12)])
  const glow = canvas.radial(['#FFFFFF', '#FFFFFF'], 0.5, 0.5, [0.65, 0])
  const vignette = canvas.radial(['#000000', '#000000', '#000000'], 0.5, 0.45, [0, 0, 0.28])
  const y = h * floorAt
  return (
    `<rect width="${w}" height="${h}" fill="${wall}"/>` +
    `<path d="M0 ${f(y)} Q${f(w / 2)} ${f(y - h * 0.05)} ${w} ${f(y)} V${h} H0Z" fill="${floor}"/>` +
    `<ellipse cx="${f(w / 2)}" cy="${f(h * 0.42)}" rx="${f(w * 0.45)}" ry="${f(h * 0.45)}" fill="${glow}"/>` +
    `<rect width="${w}" height="${h}" fill="${vignette}"/>`
  )
}

/** A wooden table seen from above or at a slant: planks with grain, lit from the top left. */
export function woodTable(canvas: Canvas, wood = '#8A5A3B', planks = 5, across = false): string {
  const { width: w, height: h } = canvas
  const parts: string[] = []
  const size = (across ? w : h) / planks
  for (let i = 0; i < planks; i++) {
    const tone = shade(wood, canvas.between(-0.12, 0.1))
    const fill = canvas.linear([shade(tone, 0.06), shade(tone, -0.06)], !across)
    const box = across
      ? `x="${f(i * size)}" y="0" width="${f(size)}" height="${h}"`
      : `x="0" y="${f(i * size)}" width="${w}" height="${f(size)}"`
    parts.push(`<rect ${box} fill="${fill}"/>`)
    // Grain: long, slightly wavy lines along the plank.
    for (let g = 0; g < 7; g++) {
      const at = i * size + canvas.between(0.08, 0.92) * size
      const wave = canvas.between(-0.25, 0.25) * size
      const colour = g % 2 ? shade(wood, -0.3) : shade(wood, 0.18)
      const d = across
        ? `M${f(at)} 0 C${f(at + wave)} ${f(h * 0.3)} ${f(at - wave)} ${f(h * 0.7)} ${f(at + wave / 2)} ${h}`
        : `M0 ${f(at)} C${f(w * 0.3)} ${f(at + wave)} ${f(w * 0.7)} ${f(at - wave)} ${w} ${f(at + wave / 2)}`
      parts.push(
        `<path d="${d}" stroke="${colour}" stroke-width="${f(canvas.between(1, 3.5))}" fill="none" opacity="${f(canvas.between(0.12, 0.3))}"/>`,
      )
    }
    // The gap between planks.
    const gap = across ? `M${f(i * size)} 0V${h}` : `M0 ${f(i * size)}H${w}`
    parts.push(`<path d="${gap}" stroke="${shade(wood, -0.55)}" stroke-width="3" opacity=".55"/>`)
  }
  return parts.join('') + light(canvas)
}

/** Linen in a soft colour with a woven texture and a darker hem, laid over part of a table. */
export function linen(canvas: Canvas, colour: string, path: string): string {
  // One tile holds eight threads each way: librsvg renders a pattern tile by tile, and
  // tiles of a single thread made a tablecloth cost two seconds.
  const threads = (offset: number, horizontal: boolean) =>
    Array.from({ length: 8 }, (_, i) => (horizontal ? `M0 ${i * 8 + offset}H64` : `M${i * 8 + offset} 0V64`)).join('')
  const weave = canvas.define(
    `weave${colour}`,
    (id) =>
      `<pattern id="${id}" width="64" height="64" patternUnits="userSpaceOnUse">` +
      `<rect width="64" height="64" fill="${colour}"/>` +
      `<path d="${threads(2, true)}${threads(6, true)}" stroke="${shade(colour, -0.06)}" stroke-width="1.2"/>` +
      `<path d="${threads(2, false)}${threads(6, false)}" stroke="${shade(colour, 0.25)}" stroke-width="1" opacity=".6"/></pattern>`,
  )
  return (
    `<g><path d="${path}" fill="${shade(colour, -0.35)}" transform="translate(6 10)" opacity=".25"/>` +
    `<path d="${path}" fill="${weave}"/></g>`
  )
}

/** A plain surface (marble, stone or a painted table) with a little mottling. */
export function stone(canvas: Canvas, colour: string): string {
  const { width: w, height: h } = canvas
  const parts = [`<rect width="${w}" height="${h}" fill="${canvas.linear([shade(colour, 0.1), shade(colour, -0.05)], true)}"/>`]
  for (let i = 0; i < 14; i++) {
    const x = canvas.between(0, w)
    const y = canvas.between(0, h)
    const d = `M${f(x)} ${f(y)} c${f(canvas.between(40, 160))} ${f(canvas.between(-60, 60))} ${f(canvas.between(120, 300))} ${f(canvas.between(-40, 120))} ${f(canvas.between(200, 500))} ${f(canvas.between(-80, 80))}`
    parts.push(
      `<path d="${d}" stroke="${mix(colour, '#7A6A60', 0.45)}" stroke-width="${f(canvas.between(0.8, 2.2))}" fill="none" opacity=".22"/>`,
    )
  }
  return parts.join('') + light(canvas)
}

/** Window light from the top left and darker corners, laid over a whole scene. */
export function light(canvas: Canvas, strength = 1): string {
  const { width: w, height: h } = canvas
  const warm = canvas.radial(['#FFF6E0', '#FFF6E0'], 0.2, 0.1, [0.38 * strength, 0])
  const corners = canvas.radial(['#000000', '#000000', '#000000'], 0.45, 0.4, [0, 0.02, 0.32 * strength])
  return `<rect width="${w}" height="${h}" fill="${warm}"/><rect width="${w}" height="${h}" fill="${corners}"/>`
}

/** A rectangle's outline with rounded corners, as path data (for cloths and labels). */
export function roundedRect(x: number, y: number, width: number, height: number, r: number): string {
  return `M${f(x + r)} ${f(y)}H${f(x + width - r)}Q${f(x + width)} ${f(y)} ${f(x + width)} ${f(y + r)}V${f(y + height - r)}Q${f(x + width)} ${f(y + height)} ${f(x + width - r)} ${f(y + height)}H${f(x + r)}Q${f(x)} ${f(y + height)} ${f(x)} ${f(y + height - r)}V${f(y + r)}Q${f(x)} ${f(y)} ${f(x + r)} ${f(y)}Z`
}
