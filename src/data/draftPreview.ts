import { draftMode, headers } from 'next/headers'
import { cache } from 'react'
import type { TypedUser } from 'payload'

import { isStaffUser } from '@/access/roles'
import { payloadClient } from '@/data/payload'

/**
 * The administrator or editor previewing drafts on the public site, or null for everybody else.
 * Draft mode alone is not enough: its cookie outlives a sign-out, so the session is
 * checked on every request that would show a draft.
 */
export const draftPreviewer = cache(async (): Promise<TypedUser | null> => {
  let enabled = false
  try {
    enabled = (await draftMode()).isEnabled
  } catch {
    // Outside a request (the sitemap at build time, say) there is no draft mode.
    return null
  }
  if (!enabled) return null
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return user && isStaffUser(user) ? user : null
})
