import { getContactUs, getSiteSettings } from '@/data/site'
import { resolverDescription } from '@/lib/gs1'
import { serverURL } from '@/lib/serverUrl'
import { PUBLIC_HOUR } from '@/lib/cachePolicy'

// Read when asked: there is no database at build time.
export const dynamic = 'force-dynamic'

/**
 * `/.well-known/gs1resolver` (a rewrite brings it here, src/lib/routing.ts): the GS1
 * resolver description of this site's `/01/{GTIN}` addresses. Public and the same for
 * everyone, so any cache may keep it for an hour; the site name comes from the settings.
 */
export async function GET(): Promise<Response> {
  const [settings, contact] = await Promise.all([getSiteSettings('en'), getContactUs('en').catch(() => null)])
  const body = resolverDescription({
    siteName: settings.siteName ?? 'Hawler Foods',
    resolverRoot: serverURL,
    email: contact?.email,
    phone: contact?.phone,
  })
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': PUBLIC_HOUR,
      'Access-Control-Allow-Origin': '*',
    },
  })
}
