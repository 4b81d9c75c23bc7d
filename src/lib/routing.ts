/**
 * Routing, declared once: how each address reaches its route. Language prefixes (English
 * none, `/ar`, `/ckb`; the old `/he`), a list's later pages, product search, the contact
 * form posted without scripts, the GS1 resolver and its Digital Link, the internal addresses,
 * and the spec's admin paths. next.config.ts takes its rules from here; the proxy's matcher,
 * which Next reads without running the file, is written from `proxyMatcher` by
 * `npm run generate` (scripts/proxyMatcher.ts). One module a concern, under src/lib/routing/; this one is
 * where the rest of the code imports them from.
 *
 * English has no prefix but its routes are under `[locale]`: the site's server gives an
 * English address its `en` before Next routes it, and sends `/en/…` and the old `/he/…` to
 * their public addresses (`beforeNext`, src/server/http/languageAddresses.ts).
 *
 * How the other public addresses reach the pages: Next's own redirects and headers
 * (next.config.ts: `internalAddressRedirects`, `pageHeaders`) rather than the proxy, which costs
 * a request it runs for about as much as sending the cached page itself (measured: 1.1 ms of
 * CPU per cached 94 KB page without the proxy, 1.6 to 2.4 ms with it). But Next tries every
 * rewrite and header rule on every request, in its router and again in the page's handler,
 * even where none matches: so what few addresses need is left to the proxy, which runs for
 * those only (src/proxy.ts, `proxyAddresses`): a list's later pages, a product search, the GS1
 * resolver's description, and `/01/{GTIN}`, which answers by the visitor's language and by
 * what it asks for (a page, or the linkset as JSON); and the spec's admin paths
 * (`adminRedirect`).
 *
 * Relative imports with their `.ts`: next.config.ts loads this file, whose loader does not
 * read tsconfig's paths, and so does the site's server, on Node's own type stripping.
 */
export { type BeforeNext, beforeNext } from './routing/beforeNext.ts'
export {
  contactPageLocale,
  type DigitalLinkAddress,
  digitalLinkAddress,
  GS1_RESOLVER_DESCRIPTION,
  linksetRoute,
  listPagePath,
  PRODUCT_FILTERS,
  productListLocale,
  searchLocale,
} from './routing/proxyAddresses.ts'
export { internalAddressRedirects, type Redirect } from './routing/internalRedirects.ts'
export { type HeaderRule, pageHeaders, signInPage } from './routing/pageHeaders.ts'
export { proxyMatcher } from './routing/proxyMatcher.ts'
export { type AdminRedirect, adminRedirect, legacyAdminPathExamples } from './routing/adminRedirects.ts'
