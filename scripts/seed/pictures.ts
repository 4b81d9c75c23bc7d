import sharp from 'sharp'

import type { Picture } from './content/types'

type Shape = { width: number; height: number }

export const PRODUCT_SHAPE: Shape = { width: 1600, height: 1200 }
export const WIDE_SHAPE: Shape = { width: 2400, height: 1000 }

/** Lighter or darker version of a '#RRGGBB' colour, for shading. */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16)
  const channel = (shift: number) => {
    const c = (n >> shift) & 255
    const v = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)
    return Math.round(v).toString(16).padStart(2, '0')
  }
  return `#${channel(16)}${channel(8)}${channel(0)}`
}

/** The object drawn in a 400×400 box centred on the picture. */
function motifSvg(motif: Picture['motif'], c: string): string {
  const light = shade(c, 0.35)
  const dark = shade(c, -0.3)
  switch (motif) {
    case 'bag':
      return `<path d="M110 40 L290 40 L320 360 Q200 390 80 360 Z" fill="${c}"/><path d="M110 40 L290 40 L296 80 L104 80 Z" fill="${dark}"/><ellipse cx="200" cy="220" rx="80" ry="60" fill="${light}"/><circle cx="175" cy="210" r="18" fill="#F2A900"/><circle cx="220" cy="235" r="14" fill="#F2A900"/>`
    case 'box':
      return `<path d="M80 120 L200 60 L320 120 L320 320 L200 380 L80 320 Z" fill="${c}"/><path d="M200 180 L320 120 L320 320 L200 380 Z" fill="${dark}"/><path d="M80 120 L200 60 L320 120 L200 180 Z" fill="${light}"/>`
    case 'jar':
      return `<rect x="130" y="40" width="140" height="50" rx="10" fill="${dark}"/><rect x="100" y="90" width="200" height="280" rx="40" fill="${c}"/><rect x="125" y="170" width="150" height="110" rx="16" fill="${light}"/>`
    case 'bottle':
      return `<rect x="175" y="30" width="50" height="60" rx="8" fill="${dark}"/><path d="M170 90 L230 90 L270 170 L270 370 Q200 390 130 370 L130 170 Z" fill="${c}"/><rect x="140" y="210" width="120" height="90" rx="12" fill="${light}"/>`
    case 'bowl':
      return `<ellipse cx="200" cy="200" rx="170" ry="40" fill="${dark}"/><path d="M30 200 Q200 430 370 200 Z" fill="${c}"/><circle cx="150" cy="185" r="26" fill="#F2A900"/><circle cx="205" cy="175" r="30" fill="${light}"/><circle cx="255" cy="188" r="24" fill="#F2A900"/>`
    case 'plate':
      return `<circle cx="200" cy="210" r="170" fill="#FFFFFF"/><circle cx="200" cy="210" r="130" fill="${light}"/><circle cx="170" cy="190" r="48" fill="${c}"/><circle cx="240" cy="230" r="40" fill="${dark}"/><circle cx="230" cy="160" r="22" fill="#F2A900"/>`
    case 'cup':
      return `<path d="M90 120 L310 120 L280 360 Q200 380 120 360 Z" fill="${c}"/><path d="M310 160 Q380 170 360 240 Q345 290 292 285" fill="none" stroke="${dark}" stroke-width="22"/><ellipse cx="200" cy="120" rx="110" ry="24" fill="${light}"/>`
    case 'wheat':
      return `<path d="M200 380 L200 60" stroke="${dark}" stroke-width="10"/>${[0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<ellipse cx="175" cy="${100 + i * 50}" rx="20" ry="36" fill="${c}" transform="rotate(-30 175 ${100 + i * 50})"/><ellipse cx="225" cy="${100 + i * 50}" rx="20" ry="36" fill="${c}" transform="rotate(30 225 ${100 + i * 50})"/>`,
        )
        .join('')}`
    case 'factory':
      return `<path d="M40 360 L40 200 L120 250 L120 200 L200 250 L200 200 L280 250 L280 90 L340 90 L340 360 Z" fill="${c}"/><rect x="70" y="290" width="40" height="40" fill="${light}"/><rect x="150" y="290" width="40" height="40" fill="${light}"/><rect x="230" y="290" width="40" height="40" fill="${light}"/><circle cx="320" cy="60" r="22" fill="${light}" opacity=".7"/>`
    case 'people':
      return `<circle cx="140" cy="130" r="50" fill="${c}"/><path d="M60 360 Q60 200 140 200 Q220 200 220 360 Z" fill="${c}"/><circle cx="270" cy="150" r="44" fill="${dark}"/><path d="M200 360 Q200 215 270 215 Q340 215 340 360 Z" fill="${dark}"/>`
    case 'leaf':
      return `<path d="M80 340 Q60 80 330 60 Q350 320 80 340 Z" fill="${c}"/><path d="M90 330 Q200 200 320 70" stroke="${light}" stroke-width="10" fill="none"/>`
    case 'heart':
      return `<path d="M200 360 L60 210 Q20 150 70 95 Q130 45 200 120 Q270 45 330 95 Q380 150 340 210 Z" fill="${c}"/><path d="M120 210 L170 210 L190 170 L215 250 L235 210 L285 210" stroke="#FFFFFF" stroke-width="14" fill="none" stroke-linejoin="round"/>`
    case 'play':
      return `<circle cx="200" cy="200" r="170" fill="${c}"/><path d="M165 125 L290 200 L165 275 Z" fill="#FFFFFF"/>`
  }
}

/** Draws a picture: a warm gradient with soft dots and the motif, as JPEG. */
export async function drawPicture(picture: Picture, shape: Shape): Promise<Buffer> {
  const [background, object] = picture.palette
  const { width, height } = shape
  const scale = (Math.min(width, height) * 0.8) / 400
  const x = (width - 400 * scale) / 2
  const y = (height - 400 * scale) / 2
  const seed = [...picture.key].reduce((sum, ch) => sum + ch.charCodeAt(0), 0)
  const dots = Array.from({ length: 14 }, (_, i) => {
    const cx = ((seed * (i + 3) * 97) % 1000) / 1000
    const cy = ((seed * (i + 7) * 61) % 1000) / 1000
    const r = 10 + ((seed * (i + 1)) % 50)
    return `<circle cx="${(cx * width).toFixed(0)}" cy="${(cy * height).toFixed(0)}" r="${r}" fill="${shade(background, -0.08)}"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(background, 0.25)}"/><stop offset="1" stop-color="${background}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${dots}
<ellipse cx="${width / 2}" cy="${y + 390 * scale}" rx="${170 * scale}" ry="${22 * scale}" fill="#000" opacity=".12"/>
<g transform="translate(${x} ${y}) scale(${scale})">${motifSvg(picture.motif, object)}</g></svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}
