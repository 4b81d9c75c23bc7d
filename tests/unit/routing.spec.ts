import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination'
import { describe, expect, it } from 'vitest'

import { BY_LANGUAGE, PRIVATE, PUBLIC_HTML } from '@/lib/cachePolicy'
import { beforeNext, type HeaderRule, internalAddressRedirects, pageHeaders } from '@/lib/routing'

/**
 * The rules as Next applies them, with Next's own path matcher, to the address the site's
 * server gives Next: `has` values are whole-value patterns, and of several matching header
 * rules the last one's value is sent.
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

/** The address as Next sees it, once the site's server has routed it (or null when it redirects). */
function toNext(address: string): string | null {
  const route = beforeNext(address)
  if (!route) return address
  return 'rewrite' in route ? route.rewrite : null
}

/** Where the site's server, or else Next's rules, redirect `address`; undefined for none. */
function redirect(address: string): string | undefined {
  const route = beforeNext(address)
  if (route && 'redirect' in route) return route.redirect
  const url = new URL(toNext(address)!, 'http://site.example')
  for (const rule of internalAddressRedirects) {
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
  const url = new URL(toNext(address)!, 'http://site.example')
  return pageHeaders
    .filter((rule: HeaderRule) => matches(rule, url, cookies))
    .map((rule) => rule.headers[0].value)
    .at(-1)
}

describe('English addresses, before Next', () => {
  it('get the en segment the routes are under, with their query', () => {
    expect(toNext('/')).toBe('/en')
    expect(toNext('/?utm_source=x')).toBe('/en?utm_source=x')
    expect(toNext('/products/classic-chips')).toBe('/en/products/classic-chips')
    expect(toNext('/products?q=chips&page=2')).toBe('/en/products?q=chips&page=2')
    expect(toNext('/english-breakfast')).toBe('/en/english-breakfast')
    expect(toNext('/news/caf%C3%A9')).toBe('/en/news/caf%C3%A9')
    expect(toNext('/ar/products/classic-chips')).toBe('/ar/products/classic-chips')
  })

  it('leave scans, files, the API, the admin, Next’s own addresses and untidy paths to Next', () => {
    for (const path of [
      '/01/06261001000015',
      '/robots.txt',
      '/icon.svg',
      '/api/products',
      '/admin',
      '/admin/collections/products',
      '/_next/static/a.js',
      '/__nextjs_original-stack-frame',
      '/_gs1resolver',
      '/next/preview',
      '/codes/qr/01/x.svg',
      '/news/',
      '//news',
      '/ckb',
    ])
      expect(toNext(path), path).toBe(path)
  })
})

describe('redirects', () => {
  it('sends the old Kurdish code, the English prefix and the internal addresses to the public ones', () => {
    expect(redirect('/he/products')).toBe('/ckb/products')
    expect(redirect('/he')).toBe('/ckb')
    expect(redirect('/en/news')).toBe('/news')
    expect(redirect('/en')).toBe('/')
    expect(redirect('/en/')).toBe('/')
    expect(redirect('/en/products?q=chips')).toBe('/products?q=chips')
    expect(redirect('/he/news?page=2')).toBe('/ckb/news?page=2')
    expect(redirect('/english-breakfast')).toBeUndefined()
    expect(redirect('/news/_page/2')).toBe('/news?page=2')
    expect(redirect('/ar/products/_search')).toBe('/ar/products')
    expect(redirect('/_gs1resolver')).toBe('/.well-known/gs1resolver')
    expect(redirect('/ar/_gs1resolver')).toBe('/.well-known/gs1resolver')
    expect(redirect('/aboutUs/_page/2')).toBeUndefined()
  })

  it('sends a language typed in capitals to its address, in one step', () => {
    expect(beforeNext('/EN/news')).toEqual({ redirect: '/news', status: 307 })
    expect(beforeNext('/En')).toEqual({ redirect: '/', status: 307 })
    expect(beforeNext('/AR/products?q=chips')).toEqual({ redirect: '/ar/products?q=chips', status: 308 })
    expect(beforeNext('/Ckb')).toEqual({ redirect: '/ckb', status: 308 })
    expect(beforeNext('/HE/news')).toEqual({ redirect: '/ckb/news', status: 308 })
    // Not a language: English pages whose names only begin like one.
    expect(toNext('/English-breakfast')).toBe('/en/English-breakfast')
    expect(toNext('/Arabica')).toBe('/en/Arabica')
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
    for (const path of ['/robots.txt', '/api/products', '/admin/collections/products', '/_next/static/a.js', '/codes/qr.svg'])
      expect(cacheControl(path)).toBeUndefined()
  })
})
