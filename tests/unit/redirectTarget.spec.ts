import { describe, expect, it } from 'vitest'

import { safeAdminRedirect } from '@/lib/auth/adminRedirect'
import { redirectWithinSite } from '@/lib/draftPreviewCookie'
import { previewablePath } from '@/lib/preview'
import { ownRedirectPath } from '@/lib/redirectTarget'
import { beforeNext } from '@/lib/routing'
import { canonicalLocation } from '@/server/http/canonicalHost'

/**
 * Where a browser goes when it follows `location` from a page of the site: WHATWG URL
 * parsing, as Chromium, Firefox and Safari do it.
 */
const followed = (location: string) => new URL(location, 'https://site.example/en/page').origin

/** Targets that a browser would follow off the site, in the forms attackers write them. */
const HOSTILE = [
  '//evil.example/login',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/x/..//evil.example',
  '/./\\evil.example',
  '/.//evil.example',
  'https://evil.example/',
  'HTTPS://EVIL.EXAMPLE',
  'http:evil.example',
  'https:evil.example',
  'https:/\\evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'mailto:someone@evil.example',
  'http://this-site.invalid@evil.example/',
  '//this-site.invalid@evil.example',
  'https://site.example.evil.example/',
]

describe('a redirect target', () => {
  it.each(HOSTILE)('that leaves the site (%j) is refused', (target) => {
    expect(ownRedirectPath(target)).toBeNull()
  })

  it.each([
    ['/ar/news', '/ar/news'],
    ['/products?q=chips&free=sesame', '/products?q=chips&free=sesame'],
    ['/products/classic#allergens', '/products/classic#allergens'],
    ['/news/../recipes', '/recipes'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['/ar/\u0645\u0646\u062a\u062c\u0627\u062a', '/ar/%D9%85%D9%86%D8%AA%D8%AC%D8%A7%D8%AA'],
  ])('on the site (%j) is kept as the path a browser follows: %j', (target, path) => {
    expect(ownRedirectPath(target)).toBe(path)
    expect(followed(path)).toBe('https://site.example')
  })

  it('refuses what is not a string, and what is too long to be an address of the site', () => {
    for (const value of [undefined, null, 42, ['/news'], { href: '/' }]) expect(ownRedirectPath(value)).toBeNull()
    expect(ownRedirectPath(`/${'a'.repeat(5000)}`)).toBeNull()
  })
})

describe('every redirect the site makes stays on the site', () => {
  const prefixes = ['/en', '/EN', '/En', '/eN', '/he', '/HE', '/AR', '/Ckb']
  const rests = [
    '//evil.example/login',
    '/\\evil.example',
    '/\\/evil.example',
    '///evil.example',
    '//evil.example?x=1',
    '/%2F/evil.example',
  ]

  it.each(prefixes.flatMap((prefix) => rests.map((rest) => `${prefix}${rest}`)))('the language prefix of %j', (address) => {
    const route = beforeNext(address)
    if (route && 'redirect' in route) expect(followed(route.redirect), route.redirect).toBe('https://site.example')
  })

  it('an English prefix still leads to the page without it, with its query', () => {
    expect(beforeNext('/en/news?page=2')).toEqual({ redirect: '/news?page=2', status: 307 })
    expect(beforeNext('/en//evil.example/login')).toEqual({ redirect: '/evil.example/login', status: 307 })
    expect(beforeNext('/EN/\\evil.example')).toEqual({ redirect: '/evil.example', status: 307 })
    expect(beforeNext('/he/news')).toEqual({ redirect: '/ckb/news', status: 308 })
  })

  it.each(HOSTILE.map((target) => [target, encodeURIComponent(target)]))(
    'preview and exit-preview refuse %j, however it is sent',
    (target) => {
      expect(previewablePath(target)).toBeNull()
    },
  )

  it('preview and exit-preview keep a page of the site, and refuse the admin, the API and themselves', () => {
    expect(previewablePath('/ar/recipes/fattoush?x=1')).toBe('/ar/recipes/fattoush?x=1')
    for (const path of ['/admin', '/api/users', '/next/preview?path=/', '/x/../admin/collections', 'news', ''])
      expect(previewablePath(path), path).toBeNull()
  })

  it.each([...HOSTILE, '/\t/x', '/\n/x'])('a preview redirect given %j writes a valid Location of the site', (target) => {
    const location = redirectWithinSite(target).headers.get('location') ?? ''
    expect(followed(location)).toBe('https://site.example')
  })

  it.each(HOSTILE)('sign-in returns to the admin, not to %j', (target) => {
    expect(safeAdminRedirect(target)).toBe('/admin')
    expect(safeAdminRedirect(`/admin/../${target}`)).toBe('/admin')
  })

  it.each(['//evil.example/x', '/\\evil.example', '/x/..//evil.example'])('the host-name redirect of %j keeps the site', (path) => {
    const location = canonicalLocation('203.0.113.9', path, new URL('https://site.example')) ?? ''
    expect(new URL(location).origin).toBe('https://site.example')
  })
})
