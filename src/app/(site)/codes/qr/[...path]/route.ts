import { qrSvg } from '@/lib/productCodes'
import { serverURL } from '@/lib/serverUrl'

import { notACode, svgResponse } from '../../svgResponse'

type Context = { params: Promise<{ path: string[] }> }

/** Longer than any address of the site (a GS1 Digital Link, a product page). */
const MAX_PATH = 300

/**
 * `/codes/qr/{path}.svg`: a QR code of `{SITE_URL}/{path}`. Only the site's own addresses,
 * so the route cannot be used to make QR codes of anything else.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const segments = (await params).path
  const last = /^(.+)\.svg$/.exec(segments.at(-1) ?? '')?.[1]
  const path = last && [...segments.slice(0, -1), last].join('/')
  if (!path || path.length > MAX_PATH || /[?#\s]/.test(path) || segments.some((segment) => segment === '..' || segment === '.'))
    return notACode('Not an address of this site.')
  return svgResponse(await qrSvg(`${serverURL}/${path}`))
}
