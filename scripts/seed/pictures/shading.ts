// Colour, light and randomness shared by every drawing, so that all pictures are lit alike.

/** Lighter (amount > 0) or darker (amount < 0) version of a '#RRGGBB' colour. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16)
  const channel = (shift: number) => {
    const c = (n >> shift) & 255
    const v = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)
    return Math.round(v).toString(16).padStart(2, '0')
  }
  return `#${channel(16)}${channel(8)}${channel(0)}`
}

/** A colour `t` of the way from `a` to `b`. */
export function mix(a: string, b: string, t: number): string {
  const pa = Number.parseInt(a.slice(1), 16)
  const pb = Number.parseInt(b.slice(1), 16)
  const channel = (shift: number) => {
    const v = ((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t
    return Math.round(v).toString(16).padStart(2, '0')
  }
  return `#${channel(16)}${channel(8)}${channel(0)}`
}

/** Repeatable randomness: the same key scatters crumbs the same way on every seed. */
export function randomFrom(key: string): () => number {
  let state = [...key].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) >>> 0, 2166136261)
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * A picture being drawn: its gradients are collected once in `<defs>`, each under a
 * name made from what it is, so a hundred crumbs share one gradient.
 */
export class Canvas {
  private defs = new Map<string, string>()
  readonly random: () => number

  constructor(
    readonly width: number,
    readonly height: number,
    key: string,
  ) {
    this.random = randomFrom(key)
  }

  /** A number between `min` and `max`. */
  between(min: number, max: number): number {
    return min + (max - min) * this.random()
  }

  /** Defines something once under `id` and returns `url(#id)`. */
  define(id: string, markup: (id: string) => string): string {
    const safe = id.replace(/[^a-zA-Z0-9_-]/g, '_')
    if (!this.defs.has(safe)) this.defs.set(safe, markup(safe))
    return `url(#${safe})`
  }

  /** A top-to-bottom (or, with `across`, start-to-end) gradient through the colours given. */
  linear(colours: string[], across = false, opacities?: number[]): string {
    const id = `l${across ? 'x' : 'y'}${colours.join('')}${opacities?.join('_') ?? ''}`
    return this.define(
      id,
      (safe) =>
        `<linearGradient id="${safe}" x1="0" y1="0" x2="${across ? 1 : 0}" y2="${across ? 0 : 1}">${stops(colours, opacities)}</linearGradient>`,
    )
  }

  /** A round gradient, lit from `fx`/`fy` (fractions of the shape's box). */
  radial(colours: string[], fx = 0.5, fy = 0.5, opacities?: number[]): string {
    const id = `r${colours.join('')}${fx}${fy}${opacities?.join('_') ?? ''}`
    return this.define(
      id,
      (safe) =>
        `<radialGradient id="${safe}" cx="${fx}" cy="${fy}" r="0.75" fx="${fx}" fy="${fy}">${stops(colours, opacities)}</radialGradient>`,
    )
  }

  /**
   * A soft shadow on the surface under an object: a dark ellipse fading out, cheaper
   * to render than a blur and as soft.
   */
  shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.35): string {
    const fill = this.define(
      `shadow${opacity}`,
      (safe) =>
        `<radialGradient id="${safe}"><stop offset="0" stop-color="#1A0E08" stop-opacity="${opacity}"/><stop offset=".55" stop-color="#1A0E08" stop-opacity="${(opacity * 0.55).toFixed(3)}"/><stop offset="1" stop-color="#1A0E08" stop-opacity="0"/></radialGradient>`,
    )
    return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"/>`
  }

  /**
   * The whole picture as SVG, drawn in `width` × `height` units and rendered at `pixels`
   * wide. Each `opacity` becomes fill and stroke opacity: librsvg paints an element with
   * `opacity` on a canvas-sized layer of its own, some 3 ms each at these sizes, which for
   * a heap of crisps is seconds; the look differs only where a group's parts overlap.
   */
  svg(body: string, pixelWidth: number): string {
    const pixelHeight = Math.round((pixelWidth * this.height) / this.width)
    const markup = `<defs>${[...this.defs.values()].join('')}</defs>${body}`.replace(
      / opacity="([\d.]+)"/g,
      ' fill-opacity="$1" stroke-opacity="$1"',
    )
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${this.width} ${this.height}">${markup}</svg>`
  }
}

function stops(colours: string[], opacities?: number[]): string {
  return colours
    .map((colour, i) => {
      const offset = colours.length === 1 ? 0 : i / (colours.length - 1)
      const opacity = opacities ? ` stop-opacity="${opacities[i]}"` : ''
      return `<stop offset="${offset.toFixed(3)}" stop-color="${colour}"${opacity}/>`
    })
    .join('')
}

/** Numbers in the markup: two decimals are plenty at these sizes. */
export function f(n: number): string {
  return String(Math.round(n * 100) / 100)
}

/** A closed, smooth outline through the points (a Catmull-Rom curve as Béziers). */
export function smoothPath(points: Array<[number, number]>): string {
  const n = points.length
  const p = (i: number) => points[(i + n) % n]
  let d = `M${f(p(0)[0])} ${f(p(0)[1])}`
  for (let i = 0; i < n; i++) {
    const [x0, y0] = p(i - 1)
    const [x1, y1] = p(i)
    const [x2, y2] = p(i + 1)
    const [x3, y3] = p(i + 2)
    d += `C${f(x1 + (x2 - x0) / 6)} ${f(y1 + (y2 - y0) / 6)} ${f(x2 - (x3 - x1) / 6)} ${f(y2 - (y3 - y1) / 6)} ${f(x2)} ${f(y2)}`
  }
  return `${d}Z`
}

/** A lumpy round outline: `count` points around an ellipse, each pushed in or out a little. */
export function blob(canvas: Canvas, cx: number, cy: number, rx: number, ry: number, wobble = 0.12, count = 9): string {
  const points: Array<[number, number]> = []
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2
    const k = 1 + (canvas.random() * 2 - 1) * wobble
    points.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k])
  }
  return smoothPath(points)
}

/** Places `body` (drawn around the origin) at x, y, turned by `angle` degrees and scaled. */
export function place(body: string, x: number, y: number, angle = 0, scale = 1): string {
  return `<g transform="translate(${f(x)} ${f(y)})${angle ? ` rotate(${f(angle)})` : ''}${scale !== 1 ? ` scale(${f(scale)})` : ''}">${body}</g>`
}
