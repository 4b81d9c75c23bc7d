import config from '@payload-config'
import { getPayload } from 'payload'

import { health } from '@/server/health'
import { PRIVATE } from '@/lib/cachePolicy'

// Asked every few seconds by load balancers: never cached, never rendered at build.
export const dynamic = 'force-dynamic'

/** `/api/health`: 200 when this instance can serve and save, else 503; which check failed, nothing more. */
export async function GET(): Promise<Response> {
  const result = await health(await getPayload({ config }))
  return Response.json(result, { status: result.status === 'ok' ? 200 : 503, headers: { 'Cache-Control': PRIVATE } })
}
