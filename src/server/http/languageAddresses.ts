import { ADDRESS_REDIRECT } from '../../lib/cachePolicy.ts'
import { beforeNext } from '../../lib/routing.ts'
import type { Step } from './step.ts'

/**
 * English addresses are given the `en` their routes are under, `/en/…` and the old `/he/…`
 * are sent to their public addresses: as the routing declares (`beforeNext` in
 * src/lib/routing.ts, which says why here and not in Next's rules). Next then sees `/en/news`
 * where the visitor asked for `/news`; the request log keeps the address as asked.
 */
export function routeLanguageAddresses(): Step {
  return (next) => (request, response) => {
    const route = beforeNext(request.url ?? '/')
    if (route && 'rewrite' in route) request.url = route.rewrite
    else if (route) {
      response.writeHead(route.status, { Location: route.redirect, 'Cache-Control': ADDRESS_REDIRECT })
      response.end()
      return
    }
    next(request, response)
  }
}
