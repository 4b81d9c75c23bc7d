// Recipe photography, illustrated: the finished dish seen from above at a slant on a
// laid table, with its ingredients around it, and the ingredient spreads for the recipes.
import type { Dish } from '../content/types'
import { light, linen, roundedRect, stone, woodTable } from './backdrop'
import { crumb, heap, leaf, lemonSlice, piece } from './food'
import { bag } from './pack'
import { blob, type Canvas, f, place, shade } from './shading'

/** A round plate at a slant (`r` across), centred on the origin, with its rim and shadow. */
function plate(canvas: Canvas, r: number, colour = '#FBF8F2', squash = 0.78): string {
  const rim = canvas.radial([shade(colour, -0.02), shade(colour, -0.12)], 0.45, 0.4)
  return (
    canvas.shadow(r * 0.08, r * 0.16, r * 1.08, r * squash * 1.02, 0.45) +
    `<ellipse rx="${f(r)}" ry="${f(r * squash)}" fill="${rim}"/>` +
    `<ellipse rx="${f(r * 0.74)}" ry="${f(r * 0.74 * squash)}" fill="${colour}"/>` +
    `<ellipse rx="${f(r * 0.74)}" ry="${f(r * 0.74 * squash)}" fill="none" stroke="${shade(colour, -0.1)}" stroke-width="3"/>` +
    `<path d="M${f(-r * 0.9)} ${f(-r * 0.2)} A${f(r)} ${f(r * squash)} 0 0 1 ${f(-r * 0.2)} ${f(-r * squash * 0.97)}" stroke="#FFFFFF" stroke-width="6" fill="none" opacity=".8" stroke-linecap="round"/>`
  )
}

/** A bowl seen from above at a slant, filled with `inside` (markup drawn around the origin). */
function topBowl(canvas: Canvas, r: number, glaze: string, inside: string, squash = 0.78): string {
  const id = `bowl${canvas.random().toString(36).slice(2, 8)}`
  return (
    canvas.shadow(r * 0.1, r * 0.3, r * 1.08, r * squash * 1.05, 0.45) +
    `<path d="M${f(-r)} 0 A${f(r)} ${f(r * squash)} 0 0 0 ${f(r)} 0 L${f(r)} 0 C${f(r)} ${f(r * 0.6)} ${f(-r)} ${f(r * 0.6)} ${f(-r)} 0Z" fill="${shade(glaze, -0.25)}"/>` +
    `<ellipse cy="${f(r * 0.12)}" rx="${f(r)}" ry="${f(r * squash)}" fill="${shade(glaze, -0.2)}"/>` +
    `<ellipse rx="${f(r)}" ry="${f(r * squash)}" fill="${glaze}"/>` +
    `<clipPath id="${id}"><ellipse rx="${f(r * 0.9)}" ry="${f(r * 0.9 * squash)}"/></clipPath>` +
    `<g clip-path="url(#${id})">${inside}</g>` +
    `<ellipse rx="${f(r * 0.9)}" ry="${f(r * 0.9 * squash)}" fill="none" stroke="${shade(glaze, -0.3)}" stroke-width="3" opacity=".5"/>`
  )
}

/** Many small specks (grains, herbs, spice) inside an ellipse. */
function specks(canvas: Canvas, rx: number, ry: number, count: number, colours: string[], size: [number, number], long = 1): string {
  return colours
    .map((colour, c) => {
      const marks = Array.from({ length: Math.round(count / colours.length) }, () => {
        const a = canvas.between(0, Math.PI * 2)
        const d = Math.sqrt(canvas.random())
        const x = Math.cos(a) * rx * d
        const y = Math.sin(a) * ry * d
        const s = canvas.between(size[0], size[1])
        return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * long)}" ry="${f(s)}" transform="rotate(${f(canvas.between(0, 180))} ${f(x)} ${f(y)})"/>`
      }).join('')
      return `<g fill="${colour}" data-c="${c}">${marks}</g>`
    })
    .join('')
}

/** A golden, crumb-crusted chicken strip. */
function chickenStrip(canvas: Canvas): string {
  const fill = canvas.radial(['#F6C768', '#D98E2E', '#A8611C'], 0.4, 0.35)
  return (
    `<path d="${blob(canvas, 0, 0, 80, 26, 0.12, 10)}" fill="${fill}"/>` +
    specks(canvas, 70, 20, 40, ['#8A4A16', '#FBE09A', '#8E1B2B'], [1.5, 3.2]) +
    `<path d="M-56 -12 Q0 -22 56 -10" stroke="#FFE7A8" stroke-width="5" fill="none" opacity=".7" stroke-linecap="round"/>`
  )
}

/** A glass tea cup (istikan) of amber tea on its saucer. */
function teaGlass(canvas: Canvas): string {
  const tea = canvas.linear(['#C0501A', '#7A2A0C'])
  return (
    canvas.shadow(8, 64, 90, 22, 0.4) +
    `<ellipse cy="60" rx="80" ry="20" fill="#F4EEE4"/><ellipse cy="56" rx="60" ry="13" fill="#E4DACB"/>` +
    `<path d="M-34 -60 C-40 -20 -20 0 -26 30 Q-24 56 0 56 Q24 56 26 30 C20 0 40 -20 34 -60Z" fill="#FFFFFF" opacity=".35"/>` +
    `<path d="M-32 -44 C-36 -16 -18 2 -24 30 Q-22 52 0 52 Q22 52 24 30 C18 2 36 -16 32 -44Z" fill="${tea}"/>` +
    `<ellipse cy="-44" rx="32" ry="6" fill="#D8682A"/>` +
    `<path d="M-22 -36 C-26 -10 -12 6 -16 30" stroke="#FFFFFF" stroke-width="5" fill="none" opacity=".5" stroke-linecap="round"/>` +
    `<ellipse cy="-60" rx="34" ry="7" fill="none" stroke="#FFFFFF" stroke-width="2.5" opacity=".8"/>`
  )
}

/** A date: glossy, dark and wrinkled. */
function date(canvas: Canvas): string {
  const fill = canvas.radial(['#9A4A22', '#5E2410', '#3A1408'], 0.35, 0.3)
  return `<path d="${blob(canvas, 0, 0, 34, 18, 0.08, 8)}" fill="${fill}"/><path d="M-22 -6 Q0 -12 22 -4" stroke="#D0885A" stroke-width="3" fill="none" opacity=".6"/><path d="M-14 4 Q0 8 16 2" stroke="#2A0E04" stroke-width="2" fill="none" opacity=".5"/>`
}

/** A wheat ear with its stalk, pointing up from the origin. */
function wheatEar(canvas: Canvas): string {
  const grains = Array.from({ length: 8 }, (_, i) => {
    const y = -120 - i * 16
    return `<ellipse cx="-7" cy="${y}" rx="7" ry="13" transform="rotate(-24 -7 ${y})"/><ellipse cx="7" cy="${y - 6}" rx="7" ry="13" transform="rotate(24 7 ${y - 6})"/>`
  }).join('')
  const awns = Array.from({ length: 8 }, (_, i) => `<path d="M${i % 2 ? 8 : -8} ${-126 - i * 16} l${i % 2 ? 26 : -26} -50"/>`).join('')
  return (
    `<path d="M0 0 Q4 -60 0 -118" stroke="#C8962E" stroke-width="4" fill="none"/>` +
    `<g stroke="#E2B85A" stroke-width="1.5" opacity=".8">${awns}</g>` +
    `<g fill="${canvas.linear(['#F6D27A', '#D69E34'], true)}" stroke="#B9842A" stroke-width="1">${grains}</g>`
  )
}

/** A small cup of Arabic coffee (finjan) and cardamom pods. */
function finjan(canvas: Canvas): string {
  return (
    canvas.shadow(6, 40, 70, 18, 0.4) +
    `<path d="M-46 -30 Q-44 30 0 36 Q44 30 46 -30Z" fill="${canvas.linear(['#FFFFFF', '#E6DED2'], true)}"/>` +
    `<path d="M-46 -30 Q-44 30 0 36 Q44 30 46 -30" fill="none" stroke="#2E7D32" stroke-width="3"/>` +
    `<ellipse cy="-30" rx="46" ry="12" fill="#F4EEE4"/><ellipse cy="-28" rx="40" ry="9" fill="#8A5A2A"/>` +
    `<ellipse cx="-10" cy="-30" rx="14" ry="3" fill="#C9A06A" opacity=".7"/>`
  )
}

function cardamom(canvas: Canvas): string {
  return `<path d="${blob(canvas, 0, 0, 16, 9, 0.1, 7)}" fill="${canvas.linear(['#B5C86A', '#7C9A3A'])}"/><path d="M-12 0 H12" stroke="#5E7A2A" stroke-width="1.5"/>`
}

/** Fried onion: thin golden-brown curls. */
function onions(canvas: Canvas, rx: number, ry: number, count: number): string {
  const curls = Array.from({ length: count }, () => {
    const a = canvas.between(0, Math.PI * 2)
    const d = Math.sqrt(canvas.random())
    const x = Math.cos(a) * rx * d
    const y = Math.sin(a) * ry * d
    const r = canvas.between(8, 16)
    return `<path d="M${f(x - r)} ${f(y)} q${f(r)} ${f(-r * 1.2)} ${f(2 * r)} 0" transform="rotate(${f(canvas.between(0, 180))} ${f(x)} ${f(y)})"/>`
  }).join('')
  return `<g fill="none" stroke-linecap="round"><g stroke="#7A3E14" stroke-width="4.5">${curls}</g><g stroke="#C98A3E" stroke-width="2">${curls}</g></g>`
}

/** Rice with vermicelli, as seen on a platter. */
function rice(canvas: Canvas, r: number): string {
  return (
    // A mound: brighter on top where the light falls, shaded towards the rim.
    `<ellipse rx="${f(r)}" ry="${f(r * 0.78)}" fill="${canvas.radial(['#FFFCF4', '#F4EAD4', '#D9C7A2'], 0.42, 0.38)}"/>` +
    specks(canvas, r * 0.95, r * 0.74, 900, ['#FFFFFF', '#E9DCC0', '#F2E6CE'], [2.5, 3.5], 2.4) +
    specks(canvas, r * 0.9, r * 0.7, 90, ['#B5742E', '#8A5220'], [1.5, 2], 6)
  )
}

/** What each dish is: its table, then the things on it, back to front, in a 1200 × 900 frame. */
const dishes: Record<Dish, (canvas: Canvas) => string> = {
  'chip-crusted-chicken': (c) =>
    woodTable(c, '#7A4E33') +
    linen(c, '#EFE6D8', roundedRect(-40, 560, 1300, 260, 0)) +
    place(plate(c, 360), 560, 470) +
    [0, 1, 2, 3, 4].map((i) => place(chickenStrip(c), 470 + i * 40, 330 + i * 62, -28 + c.between(-8, 8), 1.3)).join('') +
    place(
      topBowl(c, 110, '#F6F1E8', `<ellipse rx="100" ry="78" fill="#FBF7EE"/>` + specks(c, 60, 40, 40, ['#8E1B2B', '#4E8F2E'], [2, 4])),
      700,
      560,
    ) +
    place(lemonSlice(c), 330, 560, 0, 0.9) +
    place(leaf()(c), 380, 640, 30, 0.8) +
    place(leaf()(c), 760, 320, -20, 0.7) +
    [
      [1010, 200, 20],
      [1080, 300, -40],
      [150, 220, 60],
      [1000, 760, 10],
    ]
      .map(([x, y, a]) => c.shadow(x + 6, y + 18, 50, 14, 0.4) + place(piece(c, 'sumac-chips'), x, y, a))
      .join('') +
    light(c, 0.8),
  'cheesecake-cups': (c) =>
    stone(c, '#EDE6DD') +
    [0, 1, 2]
      .map((i) => {
        const x = 330 + i * 270
        const y = i === 1 ? 430 : 500
        return (
          c.shadow(x + 10, y + 210, 130, 26, 0.45) +
          place(
            `<path d="M-100 -160 L-88 190 Q0 214 88 190 L100 -160Z" fill="#FFFFFF" opacity=".35"/>` +
              `<path d="M-94 110 L-89 186 Q0 206 89 186 L94 110Z" fill="${c.linear(['#C08848', '#8A5522'])}"/>` +
              specks(c, 80, 30, 40, ['#6B3A16', '#E0B070'], [2, 4]).replace(/<g /g, '<g transform="translate(0 150)" ') +
              `<path d="M-97 -40 L-94 112 Q0 122 94 112 L97 -40Z" fill="#FFF8EC"/>` +
              `<path d="M-98 -80 L-97 -36 Q0 -24 97 -36 L98 -80Z" fill="#6E2E10"/>` +
              `<ellipse cy="-80" rx="98" ry="22" fill="#8A3E16"/>` +
              `<path d="M-60 -84 Q-20 -70 10 -88 Q40 -100 70 -80" stroke="#C8743A" stroke-width="6" fill="none" opacity=".7"/>` +
              [0, 1, 2, 3, 4]
                .map((k) => place(piece(c, 'almonds'), -50 + k * 25, -90 + c.between(-8, 8), c.between(-60, 60), 0.28))
                .join('') +
              `<path d="M-72 -140 L-64 170" stroke="#FFFFFF" stroke-width="10" opacity=".45" stroke-linecap="round"/>` +
              `<ellipse cy="-160" rx="100" ry="22" fill="none" stroke="#FFFFFF" stroke-width="4" opacity=".8"/>`,
            x,
            y,
          )
        )
      })
      .join('') +
    [
      [120, 780],
      [210, 830],
      [1050, 790],
    ]
      .map(([x, y]) => c.shadow(x + 4, y + 14, 36, 12, 0.4) + place(date(c), x, y, c.between(-30, 30), 1.3))
      .join('') +
    light(c, 0.7),
  'bulgur-salad': (c) =>
    woodTable(c, '#9A6A45') +
    linen(c, '#E4EEDC', roundedRect(700, -40, 560, 980, 0)) +
    place(
      topBowl(
        c,
        380,
        '#2E7D32',
        `<ellipse rx="360" ry="280" fill="#D9C58A"/>` +
          specks(c, 330, 250, 1400, ['#C9B070', '#E8D8A0', '#4E8F2E', '#6FAE3E', '#D8432A'], [3, 6], 1.5) +
          heap(c, 'pistachios', -60, -40, 200, 120, 0.8, 0.7) +
          heap(c, 'pumpkin-seeds', 80, 40, 200, 120, 0.9, 0.7),
      ),
      520,
      450,
    ) +
    place(lemonSlice(c), 1000, 220, 0, 1.3) +
    place(lemonSlice(c), 1060, 380, 30, 1.1) +
    [0, 1, 2, 3].map((i) => place(leaf('#3F8F3A')(c), 960 + c.between(-60, 60), 560 + i * 80, c.between(-60, 60), 0.9)).join('') +
    light(c, 0.8),
  'wafer-tiramisu': (c) =>
    woodTable(c, '#6B4430') +
    place(plate(c, 330), 520, 520) +
    place(
      c.shadow(10, 150, 230, 40, 0.45) +
        [0, 1, 2, 3]
          .map(
            (i) =>
              `<path d="M-200 ${80 - i * 60} L160 ${80 - i * 60} L160 ${40 - i * 60} L-200 ${40 - i * 60}Z" fill="${i % 2 ? '#E6C48A' : '#FFF6E4'}"/>` +
              `<path d="M-200 ${60 - i * 60} H160" stroke="#C89A5A" stroke-width="3" opacity=".5"/>`,
          )
          .join('') +
        `<path d="M-200 -160 L160 -160 L240 -210 L-120 -210Z" fill="#5A2E14"/>` +
        `<path d="M160 -160 L240 -210 V30 L160 80Z" fill="#E9D8B8"/>` +
        specks(c, 170, 20, 200, ['#3A1C0C', '#7A4524'], [2, 4]).replace(/<g /g, '<g transform="translate(20 -185)" ') +
        [0, 1, 2].map((i) => place(piece(c, 'vanilla-wafers'), 10 + i * 14, -230 - i * 6, -10, 0.6)).join(''),
      500,
      520,
      -6,
    ) +
    place(
      c.shadow(10, 90, 150, 40, 0.45) + `<ellipse cy="70" rx="140" ry="40" fill="#F4EEE4"/>` + place(finjan(c), 0, 20, 0, 1.7),
      1000,
      250,
    ) +
    [0, 1, 2, 3, 4].map((i) => place(cardamom(c), 940 + i * 40, 520 + c.between(-30, 30), c.between(0, 180), 1.4)).join('') +
    light(c, 0.8),
  'zaatar-flatbread': (c) =>
    stone(c, '#D9D2C8') +
    linen(c, '#F3E3C6', roundedRect(60, 120, 760, 700, 12)) +
    [
      [380, 330, 230],
      [560, 560, 260],
    ]
      .map(
        ([x, y, r]) =>
          c.shadow(x + 10, y + 24, r * 1.05, r * 0.82, 0.45) +
          place(
            `<path d="${blob(c, 0, 0, r, r * 0.8, 0.05, 12)}" fill="${c.radial(['#F2CF86', '#D9A04A', '#B87A2E'], 0.45, 0.4)}"/>` +
              `<path d="${blob(c, 0, 0, r * 0.84, r * 0.66, 0.05, 12)}" fill="#6E7A2E" opacity=".55"/>` +
              specks(c, r * 0.8, r * 0.62, 500, ['#4E5A1E', '#8A9A3A', '#3A4010', '#C2A050'], [2, 4.5]) +
              heap(c, 'sunflower-seeds', 0, 0, r * 0.6, r * 0.45, 0.5, 0.25) +
              heap(c, 'pumpkin-seeds', 0, 0, r * 0.6, r * 0.45, 0.5, 0.25),
            x,
            y,
          ),
      )
      .join('') +
    place(
      topBowl(
        c,
        110,
        '#EFE6D6',
        `<ellipse rx="100" ry="80" fill="#B8A02A"/><ellipse cx="-20" cy="-16" rx="40" ry="22" fill="#E8D860" opacity=".6"/>`,
      ),
      960,
      300,
    ) +
    [0, 1, 2, 3, 4, 5].map((i) => place(leaf('#5E7A3A')(c), 920 + c.between(-80, 80), 560 + i * 50, c.between(-90, 90), 0.6)).join('') +
    light(c, 0.8),
  'rice-pilaf': (c) =>
    woodTable(c, '#7A4E33') +
    place(plate(c, 480, '#E8D8B8', 0.74), 560, 470) +
    place(
      rice(c, 320) +
        onions(c, 170, 110, 90) +
        heap(c, 'almonds', 0, -20, 160, 100, 0.55, 0.6) +
        specks(c, 200, 130, 40, ['#3A1A2A'], [5, 7], 1.3),
      560,
      470,
    ) +
    place(topBowl(c, 100, '#2E7D32', `<ellipse rx="90" ry="70" fill="#FBF7EE"/>` + specks(c, 50, 30, 20, ['#4E8F2E'], [2, 4])), 1060, 780) +
    place(leaf()(c), 120, 780, 20, 0.8) +
    place(leaf()(c), 170, 830, -40, 0.7) +
    light(c, 0.8),
  'wheat-and-flour': (c) => {
    const { width: w, height: h } = c
    const flour = `<path d="${blob(c, 0, -10, 150, 110, 0.06, 9)}" fill="${c.radial(['#FFFFFF', '#F4EFE6', '#DCD3C4'], 0.4, 0.3)}"/>`
    const dust = specks(c, 150, 100, 160, ['#FFFFFF', '#EDE7DC'], [1.5, 3])
    const scoop = `<path d="M-20 -20 L150 -150" stroke="#9A6A3A" stroke-width="22" stroke-linecap="round"/><ellipse cx="-30" cy="-6" rx="60" ry="44" fill="#B8865A"/><ellipse cx="-30" cy="-10" rx="48" ry="32" fill="#F6F2EA"/>`
    const kernels = (rx: number, ry: number, count: number) => specks(c, rx, ry, count, ['#D9A94A', '#C48E32', '#E8C070'], [4, 6], 1.7)
    return (
      woodTable(c, '#9A6A45', 4, true) +
      `<g transform="rotate(-3 ${f(w / 2)} ${f(h / 2)})">${linen(c, '#F1E6D2', roundedRect(-60, h * 0.14, w + 120, h * 0.7, 0))}</g>` +
      place(dust, w * 0.5, h * 0.66) +
      place(topBowl(c, 200, '#B8865A', flour + dust + scoop), w * 0.36, h * 0.46) +
      place(topBowl(c, 110, '#EFE6D6', kernels(100, 80, 260)), w * 0.12, h * 0.34) +
      place(kernels(200, 60, 60), w * 0.16, h * 0.8) +
      Array.from({ length: 9 }, (_, i) => place(wheatEar(c), w * 0.62 + i * 14, h * 0.98, 52 + i * 4.5, 1.5)).join('') +
      place(kernels(120, 40, 30), w * 0.9, h * 0.3) +
      light(c, 0.8)
    )
  },
  'fresh-herbs': (c) =>
    woodTable(c, '#8A5A3B', 4, true) +
    `<path d="${roundedRect(c.width * 0.2, c.height * 0.12, c.width * 0.6, c.height * 0.78, 30)}" fill="${c.linear(['#C89A62', '#A87844'], true)}"/>` +
    Array.from({ length: 40 }, () =>
      place(
        leaf(['#3F8F3A', '#5EA040', '#2E6E2A'][Math.floor(c.random() * 3)])(c),
        c.between(c.width * 0.25, c.width * 0.75),
        c.between(c.height * 0.2, c.height * 0.82),
        c.between(0, 360),
        c.between(0.6, 1),
      ),
    ).join('') +
    place(lemonSlice(c), c.width * 0.1, c.height * 0.3, 0, 1.2) +
    place(lemonSlice(c), c.width * 0.9, c.height * 0.7, 0, 1.2) +
    place(lemonSlice(c), c.width * 0.86, c.height * 0.3, 0, 0.9) +
    light(c, 0.8),
  'tea-and-dates': (c) =>
    stone(c, '#E9E0D4') +
    linen(c, '#FBEFE2', roundedRect(-20, c.height * 0.55, c.width + 40, c.height * 0.5, 0)) +
    place(teaGlass(c), c.width * 0.3, c.height * 0.42, 0, 1.8) +
    place(teaGlass(c), c.width * 0.7, c.height * 0.46, 0, 1.6) +
    place(plate(c, 150, '#FFFFFF'), c.width * 0.5, c.height * 0.72) +
    [0, 1, 2, 3, 4]
      .map((i) => place(date(c), c.width * 0.44 + (i % 3) * 60, c.height * 0.66 + Math.floor(i / 3) * 50, c.between(-30, 30), 1.3))
      .join('') +
    light(c, 0.8),
  'cardamom-coffee': (c) =>
    woodTable(c, '#5E3A26', 4, true) +
    place(`<ellipse cy="70" rx="160" ry="44" fill="#F4EEE4"/>` + place(finjan(c), 0, 20, 0, 2), c.width * 0.4, c.height * 0.48) +
    place(finjan(c), c.width * 0.62, c.height * 0.6, 0, 1.6) +
    Array.from({ length: 24 }, () =>
      place(cardamom(c), c.between(c.width * 0.7, c.width * 0.92), c.between(c.height * 0.25, c.height * 0.85), c.between(0, 180), 1.5),
    ).join('') +
    Array.from({ length: 12 }, () =>
      place(
        piece(c, 'vanilla-wafers'),
        c.between(c.width * 0.08, c.width * 0.24),
        c.between(c.height * 0.3, c.height * 0.8),
        c.between(-40, 40),
        0.9,
      ),
    ).join('') +
    light(c, 0.8),
  'biscuit-platter': (c) =>
    woodTable(c, '#8A5A3B', 4, true) +
    place(plate(c, 300, '#FFFFFF'), c.width * 0.45, c.height * 0.55) +
    place(
      heap(c, 'date-biscuits', -60, -30, 140, 90, 0.9, 1.2) + heap(c, 'sesame-biscuits', 80, 30, 130, 80, 0.9, 1.2),
      c.width * 0.45,
      c.height * 0.55,
    ) +
    place(teaGlass(c), c.width * 0.78, c.height * 0.45, 0, 1.6) +
    [0, 1, 2].map((i) => place(date(c), c.width * 0.14 + i * 50, c.height * 0.75 - i * 30, c.between(-30, 30), 1.2)).join('') +
    Array.from({ length: 8 }, () =>
      place(crumb(c, '#D9A050'), c.between(c.width * 0.2, c.width * 0.7), c.between(c.height * 0.8, c.height * 0.95), 0, 0.8),
    ).join('') +
    light(c, 0.8),
  'family-table': (c) =>
    woodTable(c, '#7A4E33', 4, true) +
    linen(c, '#F4E6D0', roundedRect(-20, c.height * 0.08, c.width + 40, c.height * 0.84, 0)) +
    place(plate(c, 300, '#E8D8B8', 0.74) + rice(c, 200) + heap(c, 'almonds', 0, -10, 100, 60, 0.5, 0.6), c.width * 0.5, c.height * 0.5) +
    place(
      topBowl(
        c,
        150,
        '#2E7D32',
        `<ellipse rx="140" ry="110" fill="#D9C58A"/>` + specks(c, 120, 90, 300, ['#4E8F2E', '#D8432A', '#E8D8A0'], [3, 5], 1.5),
      ),
      c.width * 0.2,
      c.height * 0.4,
    ) +
    place(
      plate(c, 150) + [0, 1, 2].map((i) => place(chickenStrip(c), -30 + i * 30, -40 + i * 40, -20, 0.9)).join(''),
      c.width * 0.8,
      c.height * 0.42,
    ) +
    place(teaGlass(c), c.width * 0.1, c.height * 0.8, 0, 1.1) +
    place(teaGlass(c), c.width * 0.9, c.height * 0.82, 0, 1.1) +
    light(c, 0.8),
  'lunch-box': (c) =>
    woodTable(c, '#A8784F') +
    place(
      c.shadow(20, 40, 440, 300, 0.4) +
        `<path d="${roundedRect(-420, -280, 840, 560, 60)}" fill="#4FA3D9"/>` +
        `<path d="${roundedRect(-390, -250, 440, 500, 40)}" fill="#F6FBFF"/><path d="${roundedRect(70, -250, 320, 240, 40)}" fill="#F6FBFF"/><path d="${roundedRect(70, 10, 320, 240, 40)}" fill="#F6FBFF"/>` +
        [0, 1, 2, 3]
          .map((i) =>
            place(
              `<path d="M-70 0 A70 70 0 0 1 70 0Z" fill="#E53935"/><path d="M-60 0 A60 60 0 0 1 60 0Z" fill="#FFF6E0"/>`,
              -240 + (i % 2) * 150,
              -120 + Math.floor(i / 2) * 150,
              i * 20 - 20,
            ),
          )
          .join('') +
        heap(c, 'almonds', 230, -130, 120, 80, 0.8, 1.4) +
        [0, 1, 2, 3, 4]
          .map(
            (i) =>
              `<rect x="${110 + i * 52}" y="40" width="30" height="180" rx="14" fill="#F08A24" transform="rotate(${i * 4 - 8} ${125 + i * 52} 130)"/>`,
          )
          .join(''),
      c.width * 0.44,
      c.height * 0.52,
    ) +
    place(
      bag(c, { food: 'chips', name: { en: 'Classic Salted Potato Chips', ar: 'رقائق البطاطس المملّحة الكلاسيكية' }, colour: '#F2A900' }),
      c.width * 0.82,
      c.height * 0.18,
      14,
      0.36,
    ) +
    light(c, 0.7),
  'less-salt': (c) =>
    stone(c, '#EDE6DD') +
    place(plate(c, 300), 520, 500) +
    place(heap(c, 'chips', 0, -20, 200, 140, 1, 1.3), 520, 500) +
    place(topBowl(c, 120, '#F6F1E8', `<ellipse rx="110" ry="86" fill="#FBF7EE"/>` + specks(c, 70, 50, 40, ['#4E8F2E'], [2, 4])), 950, 300) +
    place(lemonSlice(c), 960, 640, 0, 1.2) +
    place(
      `<path d="M-40 -60 Q-44 40 -36 70 H36 Q44 40 40 -60Z" fill="${c.linear(['#FFFFFF', '#D8D2C8'], true)}"/>` +
        `<path d="${roundedRect(-42, -104, 84, 48, 12)}" fill="#B0B8BE"/>` +
        [0, 1, 2].map((i) => `<circle cx="${-16 + i * 16}" cy="-90" r="4" fill="#5A6268"/>`).join(''),
      180,
      300,
      0,
      1.4,
    ) +
    light(c, 0.8),
}

export function dish(canvas: Canvas, which: Dish): string {
  return dishes[which](canvas)
}

/** Shared with the scenes, which lay tables and fields of their own. */
export { plate, specks, teaGlass, topBowl, wheatEar }
