import type { IncomingMessage } from 'node:http'

import { locales } from '../../i18n/locales.ts'
import { applyPath } from '../../lib/applications/paths.ts'
import { PRIVATE } from '../../lib/cachePolicy.ts'
import { listPath } from '../../lib/contentTypes.ts'
import { answerUnread } from './answerUnread.ts'
import type { Step } from './step.ts'

/**
 * Route handlers that refuse a post from another site themselves, in the visitor's language
 * and in the shape that was asked for (JSON or a page): a job application
 * (src/app/(site)/[locale]/(pages)/jobs/[slug]/apply/route.ts). Addresses as the visitor wrote
 * them: this step runs before English is given its `en`.
 */
const REFUSED_BY_THEIR_ROUTE = new RegExp(`^(?:/(?:${locales.join('|')}))?${applyPath(`${listPath('jobs')}/[^/?#]+`)}(?:[?#]|$)`)

/** The types a browser posts from another site's page without asking first (no CORS preflight). */
const FORM_TYPES = /^\s*(?:application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)/i

/** Whether a request is a form or server action posted to a page from another site's page. */
export function isCrossSiteForm(request: IncomingMessage, site: URL): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return false
  // The API has Payload's own check (`csrf` in payload.config.ts), which the admin relies on.
  if ((request.url ?? '').startsWith('/api/') || REFUSED_BY_THEIR_ROUTE.test(request.url ?? '')) return false
  if (!request.headers['next-action'] && !FORM_TYPES.test(request.headers['content-type'] ?? '')) return false
  const origin = request.headers.origin
  // A request without Origin is not a browser's form post from another site: browsers send it with every POST.
  if (origin === undefined) return false
  try {
    // The host name alone, as redirectToCanonicalHost compares it: a proxy in front may serve
    // the site at another port or scheme than SITE_URL names.
    return new URL(origin).hostname !== site.hostname
  } catch {
    return true // `null` (a sandboxed page, a redirect from another site) or nonsense
  }
}

/**
 * A form posted to the site's pages from another site's page (a sign-in form on
 * evil.example) is refused with 403 before Next sees it. Next refuses such a server action
 * too, but with a 500.
 */
export function refuseCrossSiteForms(siteUrl: string): Step {
  const site = new URL(siteUrl)
  return (next) => (request, response) => {
    if (!isCrossSiteForm(request, site)) return next(request, response)
    answerUnread(
      request,
      response,
      403,
      { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PRIVATE },
      'This form can be sent only from the site’s own pages.\n',
    )
  }
}
