import { type NextRequest, NextResponse } from 'next/server'

import { isStaffUser } from '@/access/roles'
import { startDraftPreview, redirectWithinSite } from '@/lib/draftPreviewCookie'
import { payloadClient } from '@/data/payload'
import { previewablePath } from '@/lib/preview'

/**
 * The admin's Preview button: a signed-in administrator or editor sees the page with its
 * latest draft (Next's draft mode) until they leave the preview.
 */
export async function GET(request: NextRequest) {
  const path = previewablePath(request.nextUrl.searchParams.get('path'))
  if (!path) {
    return NextResponse.json({ message: 'The preview must be of a page of this site.' }, { status: 400 })
  }
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!isStaffUser(user)) {
    return NextResponse.json({ message: 'Sign in to the admin to preview drafts.' }, { status: 401 })
  }
  await startDraftPreview(request)
  return redirectWithinSite(path)
}
