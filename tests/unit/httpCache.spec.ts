import { describe, expect, it } from 'vitest'

import { versioned } from '@/lib/media'
import { cacheControlFor, HOME, listRewrite, preferredLocale, PRIVATE, PUBLIC_HTML, publicListAddress } from '@/lib/httpCache'

const query = (search: string) => new URLSearchParams(search)

describe('listRewrite', () => {
  it('makes each page of a list a path of its own, in every language', () => {
    expect(listRewrite('/en/news', query('page=2'))).toEqual({ pathname: '/en/news/_page/2', keepQuery: false })
    expect(listRewrite('/ar/healthCare', query('page=3&utm_source=x'))).toEqual({ pathname: '/ar/healthCare/_page/3', keepQuery: false })
    expect(listRewrite('/ckb/products', query('page=2'))).toEqual({ pathname: '/ckb/products/_page/2', keepQuery: false })
  })

  it('sends a product search or filter to the per-request route with its query', () => {
    expect(listRewrite('/en/products', query('q=chips&page=2'))).toEqual({ pathname: '/en/products/_search', keepQuery: true })
    expect(listRewrite('/ar/products', query('category=snacks'))).toEqual({ pathname: '/ar/products/_search', keepQuery: true })
  })

  it('leaves the first page, other pages and queries that are not pages alone', () => {
    for (const [path, search] of [
      ['/en/news', 'page=1'],
      ['/en/news', 'page=x'],
      ['/en/news', ''],
      ['/en/products', 'q=&category='],
      ['/en/news/some-article', 'page=2'],
      ['/en', 'page=2'],
      ['/en/aboutUs', 'page=2'],
    ]) {
      expect(listRewrite(path, query(search))).toBeNull()
    }
  })
})

describe('publicListAddress', () => {
  it('sends the internal addresses back to the public ones', () => {
    expect(publicListAddress('/news/_page/2')).toBe('/news?page=2')
    expect(publicListAddress('/ar/products/_search')).toBe('/ar/products')
    expect(publicListAddress('/products/some-product')).toBeNull()
    expect(publicListAddress('/aboutUs/_page/2')).toBeNull()
  })
})

describe('cacheControlFor', () => {
  it('lets shared caches keep public pages briefly', () => {
    expect(cacheControlFor('/products', [])).toBe(PUBLIC_HTML)
    expect(cacheControlFor('/ar/news/x', ['NEXT_LOCALE'])).toBe(PUBLIC_HTML)
    expect(PUBLIC_HTML).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+$/)
  })

  it('keeps anything for one person out of shared caches', () => {
    expect(cacheControlFor('/products', ['payload-token'])).toBe(PRIVATE)
    expect(cacheControlFor('/products', ['__prerender_bypass'])).toBe(PRIVATE)
    expect(cacheControlFor('/ar/login', [])).toBe(PRIVATE)
    expect(cacheControlFor('/ResetPassword/some-token', [])).toBe(PRIVATE)
    expect(cacheControlFor('/', [])).toBe(HOME)
    // A scanned pack's QR code answers by the phone's language too.
    expect(cacheControlFor('/01/06260000000015', [])).toBe(HOME)
    expect(cacheControlFor('/ar/01/06260000000015', [])).toBe(PUBLIC_HTML)
  })
})

describe('preferredLocale', () => {
  it('takes the saved choice, then Accept-Language by weight, then English', () => {
    expect(preferredLocale('ckb', 'ar')).toBe('ckb')
    expect(preferredLocale(undefined, 'ar-IQ,ar;q=0.9,en;q=0.8')).toBe('ar')
    expect(preferredLocale(undefined, 'en;q=0.5, ckb')).toBe('ckb')
    expect(preferredLocale('xx', 'de, fr')).toBe('en')
    expect(preferredLocale(undefined, null)).toBe('en')
  })
})

describe('versioned', () => {
  it('adds the document version to media addresses only', () => {
    expect(versioned('/api/media/file/a.jpg', '2026-01-01T00:00:00.000Z')).toMatch(/^\/api\/media\/file\/a\.jpg\?v=[0-9a-z]+$/)
    expect(versioned('/api/media/file/a.jpg', null)).toBe('/api/media/file/a.jpg')
    expect(versioned('https://example.com/a.jpg', '2026-01-01T00:00:00.000Z')).toBe('https://example.com/a.jpg')
  })
})
