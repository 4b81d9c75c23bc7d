/** Where a successful sign-in goes when nothing else was asked for. */
export const ADMIN_HOME = '/admin'

/**
 * The page to return to after signing in: only a path of this site's admin, so a link to
 * the sign-in page cannot send an administrator to another site after they sign in.
 */
export function safeAdminRedirect(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return ADMIN_HOME
  // A fixed base makes relative and protocol-relative values resolve predictably.
  const base = 'http://same.site'
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return ADMIN_HOME
  }
  if (url.origin !== base || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return ADMIN_HOME
  if (url.pathname !== ADMIN_HOME && !url.pathname.startsWith(`${ADMIN_HOME}/`)) return ADMIN_HOME
  // Signing in again, or out, is not a page to come back to.
  if (/^\/admin\/(login|logout)/.test(url.pathname)) return ADMIN_HOME
  return `${url.pathname}${url.search}`
}
