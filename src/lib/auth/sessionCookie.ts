import { cookies } from 'next/headers'
import { generatePayloadCookie, type Payload } from 'payload'

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
}
