// Editorial illustrations of the company's places and people, and the stills its films
// open on: flat shapes with light and depth, in the brand's colours.
import { letter } from '../../brand/lettering'
import { BRAND, wordmark } from '../../brand/wordmark'
import type { Scene } from '../content/types'
import { light, roundedRect, woodTable } from './backdrop'
import { plate, specks, teaGlass, topBowl, wheatEar } from './dish'
import { heap, leaf, lemonSlice } from './food'
import { bag, box } from './pack'
import { blob, type Canvas, f, place, shade } from './shading'

const skins = ['#F1C7A5', '#D9A27A', '#B97D55', '#8D5A3C']

type Person = { skin?: string; top: string; hat?: 'hairnet' | 'scarf' | 'cap'; hair?: string; coat?: boolean }

/** A person from the knees up, about 300 units tall, standing on the origin. */
function person(canvas: Canvas, p: Person): string {
  const skin = p.skin ?? skins[Math.floor(canvas.random() * skins.length)]
  const hair = p.hair ?? ['#2B1D16', '#3E2A1E', '#1A1412'][Math.floor(canvas.random() * 3)]
  const top = p.coat ? '#F7F7F4' : p.top
  const body = canvas.linear([shade(top, 0.1), shade(top, -0.18)], true)
  const scarf = shade(p.top, 0.35)
  const hood = p.hat === 'scarf' ? `<path d="M-50 -250 C-54 -320 54 -320 50 -250 L58 -196 Q0 -176 -58 -196Z" fill="${scarf}"/>` : ''
  const head =
    p.hat === 'scarf'
      ? `<path d="M-38 -262 C-38 -300 38 -300 38 -262 Q0 -280 -38 -262Z" fill="${scarf}"/>`
      : `<path d="M-38 -250 C-44 -306 44 -306 38 -250 Q34 -274 0 -276 Q-34 -274 -38 -250Z" fill="${hair}"/>`
  const hat =
    p.hat === 'hairnet'
      ? `<path d="M-40 -262 C-40 -312 40 -312 40 -262 Q0 -270 -40 -262Z" fill="#EEF4F8"/><path d="M-42 -262 Q0 -252 42 -262" stroke="#C9D6DE" stroke-width="5" fill="none"/>`
      : p.hat === 'cap'
        ? `<path d="M-38 -268 C-38 -306 38 -306 38 -268Z" fill="${BRAND.red}"/><path d="M20 -270 H66 Q60 -260 20 -262Z" fill="${BRAND.redDark}"/>`
        : ''
  return (
    canvas.shadow(0, 4, 90, 16, 0.35) +
    `<path d="M-70 0 L-78 -150 Q-76 -196 -30 -204 H30 Q76 -196 78 -150 L70 0Z" fill="${body}"/>` +
    (p.coat ? `<path d="M0 -200 V0" stroke="#D5D8DA" stroke-width="3"/><path d="M-30 -204 L0 -160 L30 -204" fill="${p.top}"/>` : '') +
    `<rect x="-14" y="-224" width="28" height="26" fill="${shade(skin, -0.12)}"/>` +
    hood +
    `<ellipse cx="0" cy="-252" rx="36" ry="42" fill="${skin}"/>` +
    head +
    hat +
    `<path d="M-16 -230 Q0 -222 16 -230" stroke="${shade(skin, -0.4)}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<circle cx="-13" cy="-254" r="3.5" fill="#2B1D16"/><circle cx="13" cy="-254" r="3.5" fill="#2B1D16"/>`
  )
}

/** A room: a wall with tall windows of daylight, and a floor. */
function room(canvas: Canvas, wall: string, floor: string, horizon: number, windows = 3): string {
  const { width: w, height: h } = canvas
  const panes = Array.from({ length: windows }, (_, i) => {
    const x = (w / windows) * (i + 0.5) - 90
    return `<path d="${roundedRect(x, horizon * 0.12, 180, horizon * 0.6, 6)}" fill="${canvas.linear(['#EAF6FF', '#BFDDF0'])}"/><path d="M${f(x + 90)} ${f(horizon * 0.12)}V${f(horizon * 0.72)}M${f(x)} ${f(horizon * 0.42)}H${f(x + 180)}" stroke="${shade(wall, -0.1)}" stroke-width="8"/>`
  }).join('')
  return (
    `<rect width="${w}" height="${f(horizon)}" fill="${canvas.linear([shade(wall, 0.1), shade(wall, -0.05)])}"/>` +
    panes +
    `<rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="${canvas.linear([shade(floor, -0.1), shade(floor, 0.08)])}"/>`
  )
}

/** A conveyor belt across the picture at `y`, its rollers and steel frame. */
function conveyor(canvas: Canvas, y: number): string {
  const { width: w } = canvas
  return (
    `<rect x="0" y="${f(y)}" width="${w}" height="26" fill="#3A3F44"/>` +
    `<rect x="0" y="${f(y + 26)}" width="${w}" height="30" fill="${canvas.linear(['#C9D1D6', '#8C969C'])}"/>` +
    Array.from(
      { length: Math.ceil(w / 120) },
      (_, i) => `<rect x="${i * 120 + 40}" y="${f(y + 56)}" width="16" height="140" fill="#9AA3A8"/>`,
    ).join('') +
    `<path d="M0 ${f(y + 2)}H${w}" stroke="#6A7076" stroke-width="3"/>`
  )
}

/** The company's factory from the road: a long hall, its sign and the Erbil sky. */
function factory(canvas: Canvas): string {
  const { width: w, height: h } = canvas
  const ground = h * 0.72
  const mark = wordmark({ primary: BRAND.red, secondary: BRAND.ink })
  const signW = w * 0.34
  const scale = (signW * 0.86) / mark.width
  return (
    `<rect width="${w}" height="${h}" fill="${canvas.linear(['#8EC5E8', '#D8ECF6', '#FBEBD2'])}"/>` +
    `<circle cx="${f(w * 0.84)}" cy="${f(h * 0.18)}" r="${f(h * 0.07)}" fill="#FFF4C8"/>` +
    `<path d="M0 ${f(ground - 60)} Q${f(w * 0.2)} ${f(ground - 130)} ${f(w * 0.45)} ${f(ground - 70)} T${w} ${f(ground - 90)} V${f(ground)} H0Z" fill="#C7B58E"/>` +
    `<path d="M${f(w * 0.1)} ${f(ground)} V${f(ground - 240)} L${f(w * 0.3)} ${f(ground - 300)} L${f(w * 0.5)} ${f(ground - 240)} L${f(w * 0.7)} ${f(ground - 300)} L${f(w * 0.9)} ${f(ground - 240)} V${f(ground)}Z" fill="${canvas.linear(['#F2EEE8', '#D4CCC2'])}"/>` +
    `<rect x="${f(w * 0.1)}" y="${f(ground - 70)}" width="${f(w * 0.8)}" height="70" fill="#B9B0A6"/>` +
    Array.from(
      { length: 8 },
      (_, i) =>
        `<rect x="${f(w * 0.13 + i * w * 0.095)}" y="${f(ground - 200)}" width="${f(w * 0.06)}" height="90" rx="6" fill="${canvas.linear(['#9FC8E2', '#6F9DBB'])}"/>`,
    ).join('') +
    `<rect x="${f(w * 0.62)}" y="${f(ground - 380)}" width="44" height="200" fill="#CFC7BD"/><rect x="${f(w * 0.62)}" y="${f(ground - 390)}" width="44" height="16" fill="${BRAND.red}"/>` +
    `<path d="${roundedRect(w * 0.33, ground - 190, signW, signW * 0.3, 14)}" fill="${BRAND.cream}" stroke="${BRAND.red}" stroke-width="6"/>` +
    `<g transform="translate(${f(w * 0.33 + signW * 0.07)} ${f(ground - 190 + signW * 0.15 - 50 * scale)}) scale(${f(scale)})">${mark.svg}</g>` +
    `<rect x="${f(w * 0.44)}" y="${f(ground - 60)}" width="${f(w * 0.12)}" height="60" fill="#6F7C84"/>` +
    `<rect y="${f(ground)}" width="${w}" height="${f(h - ground)}" fill="${canvas.linear(['#8C8A84', '#5E5C58'])}"/>` +
    `<path d="M0 ${f(ground + (h - ground) / 2)} H${w}" stroke="#F2EEE0" stroke-width="6" stroke-dasharray="60 50"/>` +
    [0.05, 0.93]
      .map(
        (x) =>
          `<rect x="${f(w * x - 8)}" y="${f(ground - 140)}" width="16" height="140" fill="#6A4A2E"/><circle cx="${f(w * x)}" cy="${f(ground - 170)}" r="70" fill="#4E8F2E"/><circle cx="${f(w * x + 30)}" cy="${f(ground - 140)}" r="50" fill="#3F7A26"/>`,
      )
      .join('') +
    light(canvas, 0.5)
  )
}

/** Bags riding a production line, checked by workers in hairnets and white coats. */
function productionLine(canvas: Canvas, accent: string): string {
  const { width: w, height: h } = canvas
  const belt = h * 0.62
  const colours = [BRAND.red, BRAND.saffron, accent, '#E65100']
  return (
    room(canvas, '#E8EEF0', '#B8C2C6', h * 0.5, Math.round(w / 400)) +
    `<rect x="${f(w * 0.04)}" y="${f(h * 0.22)}" width="${f(w * 0.26)}" height="${f(h * 0.42)}" rx="10" fill="${canvas.linear(['#D5DCE0', '#9AA6AC'], true)}"/>` +
    `<rect x="${f(w * 0.07)}" y="${f(h * 0.27)}" width="${f(w * 0.1)}" height="${f(h * 0.08)}" rx="6" fill="#2E3A42"/><rect x="${f(w * 0.08)}" y="${f(h * 0.285)}" width="${f(w * 0.05)}" height="${f(h * 0.05)}" fill="#7CD992"/>` +
    [0, 1, 2]
      .map((i) => place(person(canvas, { top: accent, coat: true, hat: 'hairnet' }), w * (0.42 + i * 0.22), belt + 10, 0, h / 900))
      .join('') +
    conveyor(canvas, belt) +
    Array.from({ length: 8 }, (_, i) =>
      place(
        bag(canvas, { food: 'chips', name: { en: 'Potato Chips', ar: 'رقائق البطاطس' }, colour: colours[i % colours.length], small: true }),
        w * 0.03 + i * (w / 7.6),
        belt - (h / 900) * 148,
        0,
        (h / 900) * 0.21,
      ),
    ).join('') +
    light(canvas, 0.6)
  )
}

/** Pallets of cartons at the loading bay, a lorry waiting and the crane of the port. */
function shipment(canvas: Canvas, accent: string): string {
  const { width: w, height: h } = canvas
  const ground = h * 0.74
  const s = h / 900
  // Each picture of a shipment stands on its own side of the bay (the key decides).
  const flip = canvas.random() < 0.5
  const X = (x: number, width = 0) => (flip ? w - x - width : x)
  const carton = (x: number, y: number, colour: string) =>
    place(
      box(canvas, { food: 'date-biscuits', name: { en: 'Date-Filled Biscuits', ar: 'بسكويت محشو بالتمر' }, colour, small: true }),
      x,
      y,
      0,
      0.3 * s,
    )
  const pallet = (x: number) =>
    canvas.shadow(x + 110 * s, ground + 10, 150 * s, 16 * s, 0.45) +
    `<rect x="${f(x)}" y="${f(ground - 20 * s)}" width="${f(220 * s)}" height="${f(20 * s)}" fill="#B08556"/>` +
    [0, 1, 2]
      .flatMap((row) =>
        [0, 1].map((col) =>
          carton(x + col * 100 * s, ground - 20 * s - (row + 1) * 114 * s, [BRAND.red, accent, '#8D5524'][(row + col) % 3]),
        ),
      )
      .join('')
  return (
    `<rect width="${w}" height="${h}" fill="${canvas.linear(['#A9D2EC', '#E6F2F8', '#FCEBD6'])}"/>` +
    `<path d="M${f(X(w * 0.78))} ${f(ground)} V${f(h * 0.12)} H${f(X(w * 0.98))} M${f(X(w * 0.78))} ${f(h * 0.12)} L${f(X(w * 0.9))} ${f(h * 0.3)}" stroke="#E0A030" stroke-width="${f(14 * s)}" fill="none"/>` +
    `<rect x="0" y="${f(ground)}" width="${w}" height="${f(h - ground)}" fill="${canvas.linear(['#9A968E', '#6E6A64'])}"/>` +
    `<rect x="${f(X(w * 0.5, w * 0.4))}" y="${f(ground - 320 * s)}" width="${f(w * 0.4)}" height="${f(300 * s)}" rx="8" fill="${canvas.linear(['#F4F1EC', '#D6D0C8'], true)}"/>` +
    `<rect x="${f(X(w * 0.5, w * 0.4))}" y="${f(ground - 110 * s)}" width="${f(w * 0.4)}" height="${f(22 * s)}" fill="${BRAND.red}"/>` +
    place(wordmark().svg, X(w * 0.5, w * 0.4) + w * 0.03, ground - 290 * s, 0, Math.min(1.4 * s, (w * 0.34) / wordmark().width)) +
    `<circle cx="${f(X(w * 0.58))}" cy="${f(ground - 10 * s)}" r="${f(34 * s)}" fill="#2B2B2B"/><circle cx="${f(X(w * 0.84))}" cy="${f(ground - 10 * s)}" r="${f(34 * s)}" fill="#2B2B2B"/>` +
    pallet(X(w * 0.04, 300 * s)) +
    pallet(X(w * 0.04 + 260 * s, 300 * s)) +
    light(canvas, 0.5)
  )
}

/** A golden wheat field on the Erbil plain under a high sky, with hills beyond. */
function field(canvas: Canvas, people: boolean, accent: string): string {
  const { width: w, height: h } = canvas
  const horizon = h * 0.45
  const s = h / 900
  const ear = ({ x, y }: { x: number; y: number }) =>
    place(wheatEar(canvas), x, y, canvas.between(-10, 10), (0.4 + ((y - horizon) / (h - horizon)) * 1.4) * s)
  const spots = Array.from({ length: 70 }, () => ({ x: canvas.between(-20, w + 20), y: canvas.between(horizon + 40, h + 100) })).sort(
    (a, b) => a.y - b.y,
  )
  // With people in the field, the wheat behind them stands tall and a short row grows in front.
  const ears = (people ? spots.filter(({ y }) => y < h * 0.6) : spots).map(ear).join('')
  const front = people
    ? Array.from({ length: 22 }, (_, i) =>
        place(wheatEar(canvas), (w / 21) * i + canvas.between(-20, 20), h + 30 * s, canvas.between(-12, 12), 1.1 * s),
      ).join('')
    : ''
  return (
    `<rect width="${w}" height="${f(horizon + 20)}" fill="${canvas.linear(['#7FBCE6', '#CFE8F4', '#FBE8C8'])}"/>` +
    `<circle cx="${f(w * 0.2)}" cy="${f(h * 0.16)}" r="${f(70 * s)}" fill="#FFF2C0"/>` +
    `<path d="M0 ${f(horizon)} Q${f(w * 0.25)} ${f(horizon - 120 * s)} ${f(w * 0.5)} ${f(horizon - 40 * s)} T${w} ${f(horizon - 60 * s)} V${f(horizon + 30)} H0Z" fill="#A9A58A"/>` +
    `<rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="${canvas.linear(['#E8C46A', '#D9A441', '#B8822E'])}"/>` +
    ears +
    Array.from(
      { length: 12 },
      (_, i) =>
        `<path d="M${f((w / 12) * i)} ${f(h)} L${f(w / 2 + (i - 6) * 10)} ${f(horizon)}" stroke="#C9963A" stroke-width="${f(6 * s)}" opacity=".35"/>`,
    ).join('') +
    (people
      ? [
          { x: 0.38, top: accent, hat: 'cap' as const },
          { x: 0.56, top: '#3E6FA8', hat: 'scarf' as const },
          { x: 0.7, top: '#8D5524' },
        ]
          .map((p) => place(person(canvas, { top: p.top, hat: p.hat }), w * p.x, h * 0.86, 0, 1.25 * s))
          .join('')
      : '') +
    front +
    light(canvas, 0.5)
  )
}

/** A quality laboratory: a bench of glassware, a microscope, a technician and a safety seal. */
function laboratory(canvas: Canvas, accent: string): string {
  const { width: w, height: h } = canvas
  const bench = h * 0.66
  const s = h / 900
  const flask = (x: number, liquid: string) =>
    place(
      `<path d="M-18 -160 V-90 L-70 0 Q-72 16 -56 16 H56 Q72 16 70 0 L18 -90 V-160Z" fill="#FFFFFF" opacity=".5" stroke="#C9D6DE" stroke-width="3"/>` +
        `<path d="M-48 -40 L-70 0 Q-72 16 -56 16 H56 Q72 16 70 0 L48 -40Z" fill="${liquid}" opacity=".85"/>` +
        `<path d="M-8 -150 V-96 L-48 -20" stroke="#FFFFFF" stroke-width="6" fill="none" opacity=".7"/>`,
      x,
      bench,
      0,
      s,
    )
  const seal =
    `<circle r="120" fill="${accent}"/>` +
    Array.from(
      { length: 24 },
      (_, i) =>
        `<circle cx="${f(Math.cos((i / 24) * Math.PI * 2) * 120)}" cy="${f(Math.sin((i / 24) * Math.PI * 2) * 120)}" r="16" fill="${accent}"/>`,
    ).join('') +
    `<circle r="96" fill="none" stroke="#FFFFFF" stroke-width="6"/><path d="M-44 4 L-10 38 L50 -34" stroke="#FFFFFF" stroke-width="22" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
  return (
    room(canvas, '#EAF1EE', '#C5CFCB', bench - 40 * s, Math.round(w / 420)) +
    place(seal, w * 0.82, h * 0.26, -8, 0.9 * s) +
    place(person(canvas, { top: accent, coat: true, hat: 'hairnet' }), w * 0.5, bench + 30 * s, 0, 1.3 * s) +
    `<rect y="${f(bench)}" width="${w}" height="${f(h - bench)}" fill="${canvas.linear(['#F4F6F5', '#C9D1CE'])}"/>` +
    `<rect y="${f(bench)}" width="${w}" height="${f(14 * s)}" fill="#FFFFFF"/>` +
    flask(w * 0.14, '#7CC4E8') +
    flask(w * 0.26, '#F2A900') +
    place(
      `<rect x="-50" y="-10" width="100" height="20" rx="6" fill="#3A3F44"/><path d="M-20 -10 V-150 L30 -200" stroke="#3A3F44" stroke-width="26" fill="none" stroke-linecap="round"/><rect x="10" y="-230" width="34" height="80" rx="8" fill="#5A6268" transform="rotate(30 27 -190)"/>`,
      w * 0.72,
      bench,
      0,
      s,
    ) +
    place(topBowl(canvas, 80, '#FFFFFF', heap(canvas, 'pistachios', 0, 0, 60, 40, 0.6, 1.4)), w * 0.88, bench + 90 * s, 0, s) +
    light(canvas, 0.5)
  )
}

/** An exhibition stand: the wordmark on its wall, shelves of packs and visitors tasting. */
function tradeFair(canvas: Canvas, accent: string): string {
  const { width: w, height: h } = canvas
  const s = h / 900
  const floor = h * 0.8
  const mark = wordmark({ primary: '#FFFFFF', secondary: BRAND.cream })
  const shelf = (y: number, foods: Array<['bag' | 'box', string]>) =>
    `<rect x="${f(w * 0.5)}" y="${f(y)}" width="${f(w * 0.44)}" height="${f(12 * s)}" fill="#B08556"/>` +
    foods
      .map(([kind, colour], i) => {
        const x = w * 0.52 + i * w * 0.105
        const pack = { food: 'chips' as const, name: { en: 'Potato Chips', ar: 'رقائق البطاطس' }, colour, small: true }
        return kind === 'bag'
          ? place(bag(canvas, pack), x, y - 700 * 0.26 * s, 0, 0.26 * s)
          : place(box(canvas, pack), x, y - 380 * 0.2 * s, 0, 0.2 * s)
      })
      .join('')
  return (
    `<rect width="${w}" height="${h}" fill="${canvas.linear(['#3A3036', '#5A4C50'])}"/>` +
    `<rect x="${f(w * 0.04)}" y="${f(h * 0.06)}" width="${f(w * 0.92)}" height="${f(floor - h * 0.06)}" fill="${canvas.linear([BRAND.red, BRAND.redDark])}"/>` +
    place(mark.svg, w * 0.07, h * 0.12, 0, Math.min(1.2 * s, (w * 0.4) / mark.width)) +
    shelf(h * 0.4, [
      ['bag', BRAND.saffron],
      ['bag', BRAND.red],
      ['box', accent],
      ['bag', '#E65100'],
    ]) +
    shelf(h * 0.64, [
      ['box', '#8D5524'],
      ['bag', BRAND.saffron],
      ['box', '#2E7D32'],
      ['bag', BRAND.red],
    ]) +
    `<rect y="${f(floor)}" width="${w}" height="${f(h - floor)}" fill="${canvas.linear(['#8A8078', '#6A625C'])}"/>` +
    `<rect x="${f(w * 0.1)}" y="${f(h * 0.66)}" width="${f(w * 0.34)}" height="${f(h * 0.26)}" fill="${BRAND.cream}"/><rect x="${f(w * 0.1)}" y="${f(h * 0.66)}" width="${f(w * 0.34)}" height="${f(18 * s)}" fill="${BRAND.saffron}"/>` +
    place(topBowl(canvas, 70, '#FFFFFF', heap(canvas, 'chips', 0, 0, 60, 40, 0.5, 1.5)), w * 0.2, h * 0.64, 0, s) +
    place(topBowl(canvas, 70, '#FFFFFF', heap(canvas, 'pistachios', 0, 0, 60, 40, 0.5, 1.5)), w * 0.34, h * 0.64, 0, s) +
    place(person(canvas, { top: '#2E4A6A' }), w * 0.16, h * 1.02, 0, 1.25 * s) +
    place(person(canvas, { top: '#6A4A8A', hat: 'scarf' }), w * 0.42, h * 1.04, 0, 1.2 * s) +
    place(person(canvas, { top: BRAND.red, hat: 'cap' }), w * 0.29, h * 0.9, 0, 1.05 * s) +
    light(canvas, 0.4)
  )
}

/** The export desk: a map of the route to Europe on the wall, a laptop, samples and tea. */
function exportOffice(canvas: Canvas, accent: string): string {
  const { width: w, height: h } = canvas
  const s = h / 900
  const desk = h * 0.7
  const map =
    `<path d="${roundedRect(w * 0.08, h * 0.08, w * 0.5, h * 0.42, 10)}" fill="#F4EEE2" stroke="#B08556" stroke-width="${f(10 * s)}"/>` +
    `<path d="${blob(canvas, w * 0.22, h * 0.22, w * 0.08, h * 0.07, 0.3, 8)}" fill="#BFD8B0"/>` +
    `<path d="${blob(canvas, w * 0.42, h * 0.34, w * 0.1, h * 0.09, 0.3, 8)}" fill="#D8C8A0"/>` +
    `<path d="M${f(w * 0.42)} ${f(h * 0.33)} Q${f(w * 0.34)} ${f(h * 0.16)} ${f(w * 0.23)} ${f(h * 0.21)}" stroke="${BRAND.red}" stroke-width="${f(6 * s)}" stroke-dasharray="${f(16 * s)} ${f(10 * s)}" fill="none"/>` +
    `<circle cx="${f(w * 0.42)}" cy="${f(h * 0.33)}" r="${f(12 * s)}" fill="${BRAND.red}"/><circle cx="${f(w * 0.23)}" cy="${f(h * 0.21)}" r="${f(12 * s)}" fill="${accent}"/>`
  return (
    room(canvas, '#F1E8DC', '#B89A7A', desk, 0) +
    `<path d="${roundedRect(w * 0.68, h * 0.1, w * 0.26, h * 0.45, 6)}" fill="${canvas.linear(['#EAF6FF', '#BFDDF0'])}"/>` +
    map +
    place(person(canvas, { top: accent, hat: 'scarf' }), w * 0.74, desk + 40 * s, 0, 1.3 * s) +
    `<rect y="${f(desk)}" width="${w}" height="${f(h - desk)}" fill="${canvas.linear(['#A8784F', '#7A5234'])}"/>` +
    `<path d="M${f(w * 0.3)} ${f(desk + 90 * s)} L${f(w * 0.34)} ${f(desk - 10 * s)} H${f(w * 0.56)} L${f(w * 0.6)} ${f(desk + 90 * s)}Z" fill="#3A3F44"/>` +
    `<path d="${roundedRect(w * 0.335, desk - 190 * s, w * 0.23, 180 * s, 8)}" fill="#2B2F33"/><path d="${roundedRect(w * 0.345, desk - 180 * s, w * 0.21, 160 * s, 4)}" fill="${canvas.linear(['#4A90C2', '#A9D2EC'])}"/>` +
    place(
      box(canvas, {
        food: 'vanilla-wafers',
        name: { en: 'Cardamom Vanilla Wafers', ar: 'ويفر الهيل والفانيليا' },
        colour: '#2E7D32',
        small: true,
      }),
      w * 0.05,
      desk - 10 * s,
      0,
      0.34 * s,
    ) +
    place(teaGlass(canvas), w * 0.66, desk + 100 * s, 0, 1.1 * s) +
    light(canvas, 0.5)
  )
}

/** A family around a low table of snacks and tea, at home. */
function familySnacking(canvas: Canvas): string {
  const { width: w, height: h } = canvas
  const s = h / 900
  return (
    room(canvas, '#F3E2CC', '#B98A60', h * 0.6, 2) +
    `<path d="${roundedRect(w * 0.02, h * 0.34, w * 0.96, h * 0.3, 40)}" fill="${canvas.linear(['#B23A3A', '#8A2A2A'])}"/>` +
    [
      { x: 0.18, top: '#3E6FA8' },
      { x: 0.38, top: '#C62828', hat: 'scarf' as const },
      { x: 0.62, top: '#2E7D32' },
      { x: 0.82, top: '#F2A900', hat: 'scarf' as const },
    ]
      .map((p) => place(person(canvas, { top: p.top, hat: p.hat }), w * p.x, h * 0.78, 0, (p.x === 0.62 || p.x === 0.18 ? 1.1 : 1.2) * s))
      .join('') +
    `<path d="${roundedRect(w * 0.08, h * 0.7, w * 0.84, h * 0.36, 24)}" fill="${canvas.linear(['#8A5A3B', '#6A4028'])}"/>` +
    place(topBowl(canvas, 120, '#FFFFFF', heap(canvas, 'chips', 0, 0, 100, 70, 0.8, 1.6)), w * 0.3, h * 0.82, 0, s) +
    place(topBowl(canvas, 100, '#2E7D32', heap(canvas, 'pistachios', 0, 0, 80, 60, 0.7, 1.6)), w * 0.55, h * 0.84, 0, s) +
    place(plate(canvas, 110) + heap(canvas, 'date-biscuits', 0, 0, 70, 40, 0.6, 1.4), w * 0.76, h * 0.82, 0, s) +
    place(teaGlass(canvas), w * 0.15, h * 0.86, 0, s) +
    place(teaGlass(canvas), w * 0.88, h * 0.9, 0, s) +
    light(canvas, 0.5)
  )
}

/** Making fattoush: a cook's hands over a bowl of salad topped with sumac chips. */
function kitchen(canvas: Canvas): string {
  const { width: w, height: h } = canvas
  const s = h / 900
  const counter = h * 0.5
  const tiles = Array.from(
    { length: Math.ceil(w / 80) * 6 },
    (_, i) =>
      `<rect x="${(i % Math.ceil(w / 80)) * 80 + 3}" y="${Math.floor(i / Math.ceil(w / 80)) * 80 + 3}" width="74" height="74" fill="#F4F1EA"/>`,
  ).join('')
  return (
    `<rect width="${w}" height="${f(counter)}" fill="#D8D2C6"/>` +
    `<g>${tiles}</g>` +
    `<rect y="${f(counter)}" width="${w}" height="${f(h - counter)}" fill="${canvas.linear(['#EDE6DD', '#CFC6BA'])}"/>` +
    `<path d="${roundedRect(w * 0.06, counter + 90 * s, w * 0.3, 260 * s, 20)}" fill="${canvas.linear(['#C89A62', '#A87844'], true)}"/>` +
    Array.from(
      { length: 8 },
      (_, i) =>
        `<ellipse cx="${f(w * 0.12 + (i % 4) * 50 * s)}" cy="${f(counter + 160 * s + Math.floor(i / 4) * 70 * s)}" rx="${f(30 * s)}" ry="${f(24 * s)}" fill="${i % 2 ? '#D8432A' : '#7DB85A'}"/>`,
    ).join('') +
    place(
      topBowl(
        canvas,
        260,
        '#FFFFFF',
        `<ellipse rx="240" ry="190" fill="#6FAE3E"/>` +
          specks(canvas, 220, 170, 120, ['#D8432A', '#E8E0C0', '#3F8F3A', '#A8D070'], [10, 18], 1.4) +
          heap(canvas, 'sumac-chips', 0, -10, 170, 110, 0.7, 1.4),
      ),
      w * 0.56,
      counter + 200 * s,
      0,
      s,
    ) +
    place(lemonSlice(canvas), w * 0.74, counter + 300 * s, 0, 1.1 * s) +
    place(lemonSlice(canvas), w * 0.8, counter + 250 * s, 0, 0.9 * s) +
    [0, 1, 2, 3]
      .map((i) => place(leaf('#3F8F3A')(canvas), w * (0.38 + i * 0.03), counter + (330 + (i % 2) * 30) * s, i * 50, 0.9 * s))
      .join('') +
    place(
      bag(canvas, {
        food: 'sumac-chips',
        name: { en: 'Sumac & Onion Potato Chips', ar: 'رقائق البطاطس بالسماق والبصل' },
        colour: BRAND.red,
      }),
      w * 0.82,
      counter - 140 * s,
      8,
      0.4 * s,
    ) +
    light(canvas, 0.6)
  )
}

/** The first shop of 1944, in the warm brown of an old photograph. */
function oldShop(canvas: Canvas): string {
  const { width: w, height: h } = canvas
  const s = h / 900
  const ground = h * 0.8
  const year = letter('1944', { size: 64 * s, weight: 800, script: 'latin' })
  const mark = wordmark({ primary: '#5A3A22', secondary: '#5A3A22' })
  const sack = (x: number, fill: string) =>
    place(
      `<path d="M-60 0 Q-70 -80 -40 -120 L-30 -140 H30 L40 -120 Q70 -80 60 0Z" fill="#C9A878"/><ellipse cy="-124" rx="40" ry="14" fill="${fill}"/>` +
        heap(canvas, 'pistachios', 0, -130, 30, 10, 0.3, 1.5),
      x,
      ground,
      0,
      1.3 * s,
    )
  return (
    `<rect width="${w}" height="${h}" fill="${canvas.linear(['#E9D8BA', '#D6BF98'])}"/>` +
    `<rect x="${f(w * 0.15)}" y="${f(h * 0.1)}" width="${f(w * 0.7)}" height="${f(ground - h * 0.1)}" fill="#C4A47C"/>` +
    `<path d="M${f(w * 0.12)} ${f(h * 0.3)} H${f(w * 0.88)} L${f(w * 0.84)} ${f(h * 0.42)} H${f(w * 0.16)}Z" fill="#8A5A3A"/>` +
    Array.from(
      { length: 10 },
      (_, i) => `<path d="M${f(w * 0.16 + i * w * 0.068)} ${f(h * 0.42)} v${f(18 * s)}" stroke="#8A5A3A" stroke-width="${f(w * 0.034)}"/>`,
    ).join('') +
    `<path d="${roundedRect(w * 0.3, h * 0.13, w * 0.4, h * 0.14, 8)}" fill="#F2E6CC" stroke="#5A3A22" stroke-width="${f(5 * s)}"/>` +
    place(mark.svg, w * 0.32, h * 0.145, 0, (h * 0.11) / 100) +
    `<path transform="translate(${f((w - year.width) / 2)} ${f(h * 0.395)})" d="${year.d}" fill="#F2E6CC"/>` +
    `<rect x="${f(w * 0.22)}" y="${f(h * 0.48)}" width="${f(w * 0.22)}" height="${f(ground - h * 0.48)}" fill="#6A4A30"/>` +
    `<rect x="${f(w * 0.56)}" y="${f(h * 0.48)}" width="${f(w * 0.22)}" height="${f(h * 0.2)}" fill="#F0E2C4"/>` +
    `<rect y="${f(ground)}" width="${w}" height="${f(h - ground)}" fill="#A88A66"/>` +
    sack(w * 0.5, '#D8C090') +
    sack(w * 0.62, '#A8B070') +
    sack(w * 0.74, '#8A5A3A') +
    place(person(canvas, { top: '#6A5040', hair: '#3A2A1E' }), w * 0.33, ground + 20 * s, 0, 1.4 * s) +
    `<rect width="${w}" height="${h}" fill="${canvas.radial(['#3A2410', '#3A2410', '#3A2410'], 0.5, 0.5, [0, 0.1, 0.55])}"/>`
  )
}

/** The 80th anniversary: bunting, a cake with 80 on it and the team around it. */
function anniversary(canvas: Canvas, accent: string): string {
  const { width: w, height: h } = canvas
  const s = h / 900
  const eighty = letter('80', { size: 110 * s, weight: 900, script: 'latin' })
  const flags = Array.from({ length: 14 }, (_, i) => {
    const x = (w / 13) * i
    const y = h * 0.08 + Math.sin((i / 13) * Math.PI) * h * 0.08
    return `<path d="M${f(x - 30 * s)} ${f(y)} L${f(x + 30 * s)} ${f(y)} L${f(x)} ${f(y + 60 * s)}Z" fill="${[BRAND.red, BRAND.saffron, accent, '#FFFFFF'][i % 4]}"/>`
  }).join('')
  return (
    room(canvas, '#F6E8D4', '#C9A880', h * 0.66, 3) +
    `<path d="M0 ${f(h * 0.08)} Q${f(w / 2)} ${f(h * 0.24)} ${w} ${f(h * 0.08)}" stroke="#8A5A3A" stroke-width="${f(3 * s)}" fill="none"/>` +
    flags +
    [0.12, 0.28, 0.72, 0.88]
      .map((x, i) =>
        place(
          person(canvas, { top: [BRAND.red, '#3E6FA8', accent, '#8D5524'][i], hat: i % 2 ? 'scarf' : undefined }),
          w * x,
          h * 0.78,
          0,
          1.3 * s,
        ),
      )
      .join('') +
    `<rect y="${f(h * 0.72)}" width="${w}" height="${f(h * 0.28)}" fill="${canvas.linear(['#FFFFFF', '#E9E2D8'])}"/>` +
    place(
      canvas.shadow(0, 10, 260, 40, 0.4) +
        `<ellipse cy="0" rx="240" ry="50" fill="#F4EEE4"/>` +
        `<path d="M-190 -10 V-190 H190 V-10Z" fill="${canvas.linear(['#FBE9D0', '#F1D3A8'], true)}"/><ellipse cy="-190" rx="190" ry="40" fill="#FFF8EE"/>` +
        `<path d="M-190 -100 Q-140 -80 -95 -100 T0 -100 T95 -100 T190 -100" stroke="${BRAND.red}" stroke-width="14" fill="none"/>` +
        `<ellipse cy="-10" rx="190" ry="40" fill="none" stroke="#E8CFA8" stroke-width="4"/>` +
        `<path transform="translate(${f(-eighty.width / 2 / s)} -160) scale(${f(1 / s)})" d="${eighty.d}" fill="${BRAND.saffron}" stroke="#B07A10" stroke-width="2"/>` +
        [-80, 80]
          .map(
            (x) =>
              `<rect x="${x - 6}" y="-300" width="12" height="90" fill="#FFFFFF"/><ellipse cx="${x}" cy="-314" rx="10" ry="18" fill="#FFB020"/>`,
          )
          .join(''),
      w / 2,
      h * 0.86,
      0,
      s,
    ) +
    light(canvas, 0.5)
  )
}

/** Packs sorted for recycling: a bin of flattened packs, a green leaf and a recycling loop. */
function recycling(canvas: Canvas, accent: string): string {
  const { width: w, height: h } = canvas
  const s = h / 900
  const arrows = [0, 120, 240]
    .map(
      (a) =>
        `<g transform="rotate(${a})"><path d="M-20 -120 A120 120 0 0 1 100 -60" stroke="${accent}" stroke-width="34" fill="none"/><path d="M80 -100 L130 -50 L70 -30Z" fill="${accent}"/></g>`,
    )
    .join('')
  return (
    woodTable(canvas, '#C8A47C', 5) +
    place(`<circle r="200" fill="#FFFFFF" opacity=".75"/>${arrows}`, w * 0.26, h * 0.38, 0, s) +
    place(
      canvas.shadow(0, 30, 230, 40, 0.4) +
        `<path d="M-200 -260 L-170 20 H170 L200 -260Z" fill="${canvas.linear([shade(accent, 0.1), shade(accent, -0.2)], true)}"/>` +
        `<rect x="-220" y="-290" width="440" height="40" rx="12" fill="${shade(accent, -0.3)}"/>`,
      w * 0.64,
      h * 0.86,
      0,
      s,
    ) +
    place(
      bag(canvas, { food: 'chips', name: { en: 'Potato Chips', ar: 'رقائق البطاطس' }, colour: BRAND.red, small: true }),
      w * 0.52,
      h * 0.18,
      -14,
      0.34 * s,
    ) +
    place(
      box(canvas, {
        food: 'sesame-biscuits',
        name: { en: 'Sesame Tea Biscuits', ar: 'بسكويت الشاي بالسمسم' },
        colour: BRAND.saffron,
        small: true,
      }),
      w * 0.62,
      h * 0.3,
      10,
      0.3 * s,
    ) +
    [0, 1, 2, 3, 4]
      .map((i) => place(leaf('#3F8F3A')(canvas), w * (0.12 + i * 0.05), h * (0.8 + (i % 2) * 0.06), i * 40, 1.6 * s))
      .join('') +
    light(canvas, 0.5)
  )
}

/** A film's opening frame: a little darker at the edges, with a small play mark and the length. */
function still(canvas: Canvas, length: string): string {
  const { width: w, height: h } = canvas
  const s = h / 600
  const run = letter(length, { size: 22 * s, weight: 700, script: 'latin' })
  // Inside the 16:9 middle the player shows of this 12:5 frame.
  const x = (w - (h * 16) / 9) / 2 + 28 * s
  const y = h - 64 * s
  return (
    `<rect width="${w}" height="${h}" fill="${canvas.radial(['#000000', '#000000', '#000000'], 0.5, 0.5, [0, 0.05, 0.45])}"/>` +
    `<path d="${roundedRect(x, y, run.width + 70 * s, 40 * s, 20 * s)}" fill="#000000" opacity=".55"/>` +
    `<path d="M${f(x + 20 * s)} ${f(y + 11 * s)} L${f(x + 38 * s)} ${f(y + 20 * s)} L${f(x + 20 * s)} ${f(y + 29 * s)}Z" fill="#FFFFFF"/>` +
    `<path transform="translate(${f(x + 50 * s)} ${f(y + 28 * s)})" d="${run.d}" fill="#FFFFFF"/>`
  )
}

const scenes: Record<Scene, (canvas: Canvas, accent: string) => string> = {
  'production-line': productionLine,
  factory,
  anniversary,
  'certified-hall': productionLine,
  shipment,
  'trade-fair': tradeFair,
  'wheat-field': (c, accent) => field(c, false, accent),
  farmers: (c, accent) => field(c, true, accent),
  laboratory,
  'export-office': exportOffice,
  'family-snacking': familySnacking,
  'kitchen-fattoush': kitchen,
  'chips-frying': productionLine,
  'old-shop': oldShop,
  'children-snacks': familySnacking,
  'less-salt': familySnacking,
  recycling,
}

export function scene(canvas: Canvas, which: Scene, accent: string, asStill: boolean): string {
  const lengths: Partial<Record<Scene, string>> = {
    factory: '4:12',
    'production-line': '2:48',
    'kitchen-fattoush': '5:06',
    'old-shop': '3:35',
  }
  return scenes[which](canvas, accent) + (asStill ? still(canvas, lengths[which] ?? '3:00') : '')
}
