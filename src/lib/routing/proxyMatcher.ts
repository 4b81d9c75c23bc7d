/**
 * The proxy's matcher (src/proxy.ts), as the routing makes it, for addresses as Next sees
 * them (English's `en` given by the site's server; `/01/…` left without a language). Next
 * reads the proxy's `config` without running the file, so `npm run generate` writes it
 * into src/proxy.ts (scripts/proxyMatcher.ts), and tests/unit/proxyMatcherWritten.spec.ts
 * holds the two equal. The proxy runs only for these: it costs
 * each request it runs for about as much as sending the cached page itself.
 */
import { anyLocale, list, prefixedLocale } from './patterns.ts'
import { GS1_RESOLVER_DESCRIPTION, PRODUCT_FILTERS } from './proxyAddresses.ts'

export const proxyMatcher = [
  `/${prefixedLocale}?/01/:gtin*`,
  '/admin/:path+',
  // Any address with a `%`, to refuse a broken encoding before Next fails on it with a 500.
  '/:path(.*%.*)',
  // A product search or filter is rendered per request: limited per address.
  ...PRODUCT_FILTERS.map((key) => ({ source: `/${anyLocale}/products`, has: [{ type: 'query', key }] })),
  // A list's `?page=N` (listPagePath).
  { source: `/${anyLocale}/${list}`, has: [{ type: 'query', key: 'page' }] },
  GS1_RESOLVER_DESCRIPTION,
  // The enquiry form posted by the browser itself (no scripts, so no Next-Action header).
  {
    source: `/${anyLocale}/contactUs`,
    has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }],
    missing: [{ type: 'header', key: 'next-action' }],
  },
]
