import type { NextRequest } from 'next/server'

import { endDraftPreview, redirectWithinSite } from '@/lib/draftPreviewCookie'
import { previewablePath } from '@/lib/preview'

/**
 * Leaves draft preview and shows the published page the visitor came from. Anyone may end a
 * preview (it only clears the visitor's own cookie), so where it goes is checked like every
 * other redirect of the site: a path of this site, or the home page.
 */
export async function GET(request: NextRequest) {
  await endDraftPreview(request)
  return redirectWithinSite(returnPath(request))
}

function returnPath(request: NextRequest): string {
  const asked = previewablePath(request.nextUrl.searchParams.get('path'))
  if (asked) return asked
  const referrer = request.headers.get('referer')
  if (!referrer) return '/'
  try {
    const url = new URL(referrer)
    // The referrer names the host the browser used; only its path matters here.
    if (url.host !== request.headers.get('host')) return '/'
    return previewablePath(`${url.pathname}${url.search}`) ?? '/'
  } catch {
    return '/'
  }
}
