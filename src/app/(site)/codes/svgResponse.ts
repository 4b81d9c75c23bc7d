import { IMMUTABLE, PUBLIC_HOUR } from '@/lib/cachePolicy'

/**
 * A drawn code. Its address names everything it shows (and `?v=` the drawing), so browsers,
 * nginx and CDNs may keep it for good. The SVG is our own drawing; the policy still forbids
 * it anything but its own inline styles, should it ever be opened on its own.
 */
export function svgResponse(svg: string): Response {
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': IMMUTABLE,
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  })
}

export function notACode(message: string): Response {
  return new Response(message, {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PUBLIC_HOUR },
  })
}
