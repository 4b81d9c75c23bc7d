/**
 * A cookie scripts may read, set beside Payload's session cookie, which they may not. It only
 * tells the site's header that asking the API who is signed in is worth a request: without it
 * every visitor's every page asked, and that answer is never cached, so each cached page view
 * still cost the application a request. It grants nothing; the API still decides.
 */
export const SIGNED_IN_HINT = 'signed-in'

/** Whether a `Cookie` header, or `document.cookie`, carries the hint. */
export function hasSignedInHint(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((cookie) => cookie.trim().startsWith(`${SIGNED_IN_HINT}=`))
}

/** What `document.cookie` is given to remove the hint, on signing out or when the session has ended. */
export const EXPIRED_SIGNED_IN_HINT = `${SIGNED_IN_HINT}=; Path=/; Max-Age=0; SameSite=Lax`
