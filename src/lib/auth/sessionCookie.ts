import { cookies } from 'next/headers'
import { generatePayloadCookie, type Payload } from 'payload'

import { SIGNED_IN_HINT } from './signedInHint'

/** Signs the browser in with a token Payload issued, as Payload's own sign-in does. */
export async function setSessionCookie(payload: Payload, token: string): Promise<void> {
  const auth = payload.collections.users.config.auth
  const cookie = generatePayloadCookie({
    collectionAuthConfig: auth,
    cookiePrefix: payload.config.cookiePrefix,
    returnCookieAsObject: true,
    token,
  })
  if (!cookie.value) return
  ;(await cookies()).set(cookie.name, cookie.value, {
    path: '/',
    domain: auth.cookies.domain || undefined,
    expires: cookie.expires ? new Date(cookie.expires) : undefined,
    httpOnly: true,
    sameSite: 'lax',
    secure: auth.cookies.secure,
  })
  await setSignedInHint(payload)
}

/**
 * The hint that a session may be open (signedInHint.ts), set with the session. It outlives the
 * session on purpose: the admin renews its session while it is open, and a hint left behind
 * costs one question, after which the header removes it.
 */
export async function setSignedInHint(payload: Payload): Promise<void> {
  const auth = payload.collections.users.config.auth
  // For this host only, as the browser's own removal of it (EXPIRED_SIGNED_IN_HINT) names it.
  ;(await cookies()).set(SIGNED_IN_HINT, '1', {
    path: '/',
    maxAge: 30 * 24 * 60 * 60,
    httpOnly: false,
    sameSite: 'lax',
    secure: auth.cookies.secure,
  })
}
