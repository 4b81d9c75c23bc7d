import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination'
import { describe, expect, it } from 'vitest'

import { BY_LANGUAGE, PRIVATE, PUBLIC_HTML } from '@/lib/cachePolicy'
import { type HeaderRule, internalAddressRedirects, languageRedirects, pageHeaders, pageRewrites, proxyMatcher } from '@/lib/routing'
import { config as proxyConfig } from '@/proxy'

/**
 * The rules as Next applies them, with Next's own path matcher: `has` values are whole-value
 * patterns, rewrites apply in order (each to the address the one before made), and of
 * several matching header rules the last one's value is sent.
 */
function matches(rule: { source: string; has?: HeaderRule['has'] }, url: URL, cookies: string[] = []) {
  const params = getPathMatch(rule.source, { removeUnnamedParams: true })(url.pathname)
  if (!params) return false
  const found: Record<string, string> = { ...params }
  for (const condition of rule.has ?? []) {
    const value = condition.type === 'query' ? url.searchParams.get(condition.key) : cookies.includes(condition.key) ? 'x' : null
    if (value === null) return false
    if (condition.value === undefined) continue
    const match = new RegExp(`^${condition.value}$`).exec(value)
    if (!match) return false
    Object.assign(found, match.groups)
  }
  return found
}

const fill = (destination: string, params: Record<string, string>) =>
  destination.replace(/:(\w+)\*?/g, (_, name: string) => [params[name]].flat().join('/'))

function rewrite(address: string): string {
  const url = new URL(address, 'http://site.example')
  for (const rule of pageRewrites) {
    const params = matches(rule, url)
    if (params) url.pathname = fill(rule.destination, params)
  }
  return url.pathname
}

function redirect(address: string): string | undefined {
  const url = new URL(address, 'http://site.example')
  for (const rule of [...languageRedirects, ...internalAddressRedirects]) {
    const params = matches(rule, url)
    if (!params) continue
    // Next's own filling in: an empty `:path*` must not leave an empty or doubled slash.
    const { parsedDestination } = prepareDestination({ appendParamsToQuery: false, destination: rule.destination, params, query: {} })
    const query = new URLSearchParams(parsedDestination.query as Record<string, string>).toString()
    return `${parsedDestination.pathname}${query ? `?${query}` : ''}`
  }
  return undefined
}

function cacheControl(address: string, cookies: string[] = []): string | undefined {
  const url = new URL(address, 'http://site.example')
  return pageHeaders
    .filter((rule: HeaderRule) => matches(rule, url, cookies))
    .map((rule) => rule.headers[0].value)
    .at(-1)
}

describe('page rewrites', () => {
  it('gives English addresses the en segment the routes are under', () => {
    expect(rewrite('/')).toBe('/en')
    expect(rewrite('/products/classic-chips')).toBe('/en/products/classic-chips')
    expect(rewrite('/01/06261001000015')).toBe('/en/01/06261001000015')
    expect(rewrite('/ar/products/classic-chips')).toBe('/ar/products/classic-chips')
  })

  it('leaves the first page, empty filters, detail pages and files alone', () => {
    expect(rewrite('/news?page=1')).toBe('/en/news')
    expect(rewrite('/products?q=%20&category=&free=')).toBe('/en/products')
    expect(rewrite('/news/some-article?page=2')).toBe('/en/news/some-article')
    expect(rewrite('/aboutUs?page=2')).toBe('/en/aboutUs')
    for (const path of ['/robots.txt', '/icon.svg', '/api/products', '/admin', '/_next/static/a.js', '/next/preview', '/codes/qr/01/x.svg'])
      expect(rewrite(path)).toBe(path)
  })
})

describe('redirects', () => {
  it('sends the old Kurdish code, the English prefix and the internal addresses to the public ones', () => {
    expect(redirect('/he/products')).toBe('/ckb/products')
    expect(redirect('/he')).toBe('/ckb')
    expect(redirect('/en/news')).toBe('/news')
    expect(redirect('/en')).toBe('/')
    expect(redirect('/news/_page/2')).toBe('/news?page=2')
    expect(redirect('/ar/products/_search')).toBe('/ar/products')
    expect(redirect('/_gs1resolver')).toBe('/.well-known/gs1resolver')
    expect(redirect('/ar/_gs1resolver')).toBe('/.well-known/gs1resolver')
    expect(redirect('/aboutUs/_page/2')).toBeUndefined()
    expect(redirect('/english-breakfast')).toBeUndefined()
  })
})

describe('page headers', () => {
  it('lets shared caches keep public pages briefly', () => {
    expect(cacheControl('/')).toBe(PUBLIC_HTML)
    expect(cacheControl('/products')).toBe(PUBLIC_HTML)
    expect(cacheControl('/ar')).toBe(PUBLIC_HTML)
    expect(cacheControl('/ar/news/x')).toBe(PUBLIC_HTML)
    expect(PUBLIC_HTML).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+$/)
  })

  it('keeps anything for one person, and a scan that answers by language, out of shared caches', () => {
    expect(cacheControl('/products', ['payload-token'])).toBe(PRIVATE)
    expect(cacheControl('/ar', ['__prerender_bypass'])).toBe(PRIVATE)
    expect(cacheControl('/ar/login')).toBe(PRIVATE)
    expect(cacheControl('/login')).toBe(PRIVATE)
    expect(cacheControl('/ckb/ResetPassword')).toBe(PRIVATE)
    expect(cacheControl('/ckb/news', ['payload-token'])).toBe(PRIVATE)
    expect(cacheControl('/ResetPassword/some-token')).toBe(PRIVATE)
    expect(cacheControl('/01/06260000000015')).toBe(BY_LANGUAGE)
    expect(cacheControl('/', ['payload-token'])).toBe(PRIVATE)
  })

  it('says nothing about files, the API or the admin', () => {
    for (const path of ['/robots.txt', '/api/products', '/admin/collections/products', '/_next/static/a.js', '/codes/qr.svg', '/en/news'])
      expect(cacheControl(path)).toBeUndefined()
  })
})

describe('the proxy', () => {
  it('runs for exactly the addresses the routing declares', () => {
    expect(proxyConfig.matcher).toEqual(proxyMatcher)
  })
})
