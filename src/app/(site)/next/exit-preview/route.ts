import type { NextRequest } from 'next/server'

import { endDraftPreview, redirectWithinSite } from '@/lib/draftPreviewCookie'
import { isPreviewablePath } from '@/lib/preview'

/** Leaves draft preview and shows the published page the visitor came from. */
export async function GET(request: NextRequest) {
  await endDraftPreview(request)
  return redirectWithinSite(returnPath(request))
}

function returnPath(request: NextRequest): string {
  const asked = request.nextUrl.searchParams.get('path')
  if (isPreviewablePath(asked)) return asked
  const referrer = request.headers.get('referer')
  if (!referrer) return '/'
  try {
    const url = new URL(referrer)
    const path = `${url.pathname}${url.search}`
    // The referrer names the host the browser used; only its path matters here.
    return url.host === request.headers.get('host') && isPreviewablePath(path) ? path : '/'
  } catch {
    return '/'
  }
}
