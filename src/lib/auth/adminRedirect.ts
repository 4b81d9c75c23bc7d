import { ownRedirectPath } from '../redirectTarget'

/** Where a successful sign-in goes when nothing else was asked for. */
export const ADMIN_HOME = '/admin'

/**
 * The page to return to after signing in: only a path of this site's admin, so a link to
 * the sign-in page cannot send an administrator to another site after they sign in.
 */
export function safeAdminRedirect(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return ADMIN_HOME
  const path = ownRedirectPath(value)
  if (!path) return ADMIN_HOME
  const { pathname, search } = new URL(path, 'http://this-site.invalid')
  if (pathname !== ADMIN_HOME && !pathname.startsWith(`${ADMIN_HOME}/`)) return ADMIN_HOME
  // Signing in again, or out, is not a page to come back to.
  if (/^\/admin\/(login|logout)/.test(pathname)) return ADMIN_HOME
  return `${pathname}${search}`
}
