import { barcodeProblem } from '@/lib/gtin'
import { barcodeSvg } from '@/lib/productCodes'

import { notACode, svgResponse } from '../../svgResponse'

type Context = { params: Promise<{ file: string }> }

/** `/codes/barcode/{code}.svg`: any code the barcode field accepts, drawn as it is printed. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const code = /^(.+)\.svg$/.exec((await params).file)?.[1]
  if (!code || barcodeProblem(code)) return notACode('Not a barcode this site draws.')
  try {
    return svgResponse(barcodeSvg(code))
  } catch {
    // The symbology refused it (barcodeProblem should have): a 404, not an error page.
    return notACode('This barcode cannot be drawn.')
  }
}
