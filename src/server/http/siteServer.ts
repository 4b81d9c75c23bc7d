import http from 'node:http'

import { refuseAnonymousWrites } from './anonymousWrites.ts'
import { limitBodySize } from './bodyLimits.ts'
import { redirectToCanonicalHost } from './canonicalHost.ts'
import { stampClientAddress } from './clientAddress.ts'
import { refuseCrossSiteForms } from './crossSiteForms.ts'
import { EncodedPageResponse } from './encodedPages.ts'
import { holdUntilReady } from './holdUntilReady.ts'
import { routeLanguageAddresses } from './languageAddresses.ts'
import { logRequests } from './requestLog.ts'
import { inOrder, type RequestHandler, type Step } from './step.ts'

export type SiteServerOptions = {
  /** Next's request handler, which routes and renders. */
  next: RequestHandler
  /** Settles once the app may answer (Next prepared, the database ready). */
  ready: Promise<unknown>
  /** The site's public address (SITE_URL): other host names are redirected to it. */
  siteUrl: string
  /** How many proxies in front add to X-Forwarded-For (TRUSTED_PROXY_HOPS). */
  trustedProxyHops: number
  /** Where request log lines go, or undefined for none (LOG_FORMAT). */
  log?: (lines: string) => void
}

/**
 * Idle connections are kept longer than a proxy keeps its idle connections to the app (nginx
 * 60 s, deploy/nginx.conf): with Node's 5 s, a request sent on a connection the app was just
 * closing was reset, and a POST through nginx answered 502.
 */
export const KEEP_ALIVE_MS = 65_000

/**
 * The site's HTTP server: what happens to a request before Next renders it, in the order it
 * happens. Cached pages go out as kept bytes (EncodedPageResponse).
 */
export function createSiteServer({ next, ready, siteUrl, trustedProxyHops, log }: SiteServerOptions): http.Server {
  const steps: Step[] = [
    // Logged first, so that every answer is in the log, a redirect or a held request too.
    ...(log ? [logRequests({ trustProxy: trustedProxyHops > 0, write: log })] : []),
    // What no page needs is refused before its body is read, and without waiting for the app.
    // An anonymous write first: refused whatever its size, it is told so (403) rather than
    // that it is too large (413), which would suggest a smaller one would pass.
    refuseAnonymousWrites(),
    limitBodySize(),
    holdUntilReady(ready),
    redirectToCanonicalHost(siteUrl),
    refuseCrossSiteForms(siteUrl),
    stampClientAddress(trustedProxyHops),
    routeLanguageAddresses(),
  ]
  return http.createServer({ ServerResponse: EncodedPageResponse, keepAliveTimeout: KEEP_ALIVE_MS }, inOrder(steps, next))
}
