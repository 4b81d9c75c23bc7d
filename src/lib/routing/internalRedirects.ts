/**
 * The internal addresses the proxy rewrites to, sent back to their public ones when asked
 * for from outside (next.config.ts's redirects).
 */
import { defaultLocale, locales } from '../../i18n/locales.ts'

import { list, prefixedLocale } from './patterns.ts'
import { GS1_RESOLVER_DESCRIPTION } from './proxyAddresses.ts'

export type Redirect = { source: string; destination: string; permanent: boolean }

/**
 * `/news/_page/2` and `/products/_search` are how the proxy names `?page=2` and a search
 * inside; from outside they are the query (which a redirect keeps).
 */
export const internalAddressRedirects: Redirect[] = [
  ...[
    { from: `/${prefixedLocale}`, to: '/:locale' },
    // English as Next sees it (`beforeNext`).
    { from: `/${defaultLocale}`, to: '' },
  ].flatMap(({ from, to }) => [
    { source: `${from}/${list}/_page/:page`, destination: `${to}/:list?page=:page`, permanent: true },
    { source: `${from}/${list}/_search`, destination: `${to}/:list`, permanent: true },
  ]),
  { source: `/:locale(${locales.join('|')})?/_gs1resolver`, destination: GS1_RESOLVER_DESCRIPTION, permanent: true },
]
