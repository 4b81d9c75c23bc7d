// `?page=N` of the list, as the proxy rewrites it (src/proxy.ts): the same page, cached per page.
export { default, generateMetadata } from '../../page'

// Nothing at build time (there is no database then); each page is rendered on its first request.
export function generateStaticParams() {
  return []
}
