import { cookies, draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'

import { ownRedirectPathOr } from './redirectTarget'

/** Next's draft-mode cookie (`COOKIE_NAME_PRERENDER_BYPASS` in Next's own code). */
const BYPASS_COOKIE = '__prerender_bypass'

/**
 * Next marks its draft-mode cookie Secure and SameSite=None, which browsers drop on a site
 * served over plain http (`npm start` reached by a network address): the cookie is written
 * again as SameSite=Lax, Secure only over https. Preview is only ever opened from this site.
 */
async function rewriteBypassCookie(request: NextRequest, expire: boolean) {
  const jar = await cookies()
  const value = expire ? '' : jar.get(BYPASS_COOKIE)?.value
  if (value === undefined) return
  jar.set({
    name: BYPASS_COOKIE,
    value,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.nextUrl.protocol === 'https:',
    path: '/',
    ...(expire ? { expires: new Date(0) } : {}),
  })
}

export async function startDraftPreview(request: NextRequest): Promise<void> {
  ;(await draftMode()).enable()
  await rewriteBypassCookie(request, false)
}

export async function endDraftPreview(request: NextRequest): Promise<void> {
  ;(await draftMode()).disable()
  await rewriteBypassCookie(request, true)
}

/**
 * A redirect to a path of this site, relative: behind Next's server the request's own
 * address names `localhost`, not the host the browser used. A target that is not the site's
 * own (src/lib/redirectTarget.ts) goes to the home page.
 */
export function redirectWithinSite(path: string): Response {
  return new Response(null, { status: 307, headers: { Location: ownRedirectPathOr(path, '/') } })
}
