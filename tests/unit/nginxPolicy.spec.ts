import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { LANGUAGE_COOKIE } from '@/i18n/languagePath'
import { BY_LANGUAGE, edge, IMMUTABLE, MEDIA_UNVERSIONED, PRIVATE, PUBLIC_HTML } from '@/lib/cachePolicy'
import { MAX_UPLOAD_BODY_BYTES } from '@/lib/requestLimits'

/**
 * deploy/nginx.conf held against the cache policy (src/lib/cachePolicy.ts): what the edge
 * keeps, for how long, and what it must never keep.
 */
const conf = fs.readFileSync('deploy/nginx.conf', 'utf8').replace(/#.*$/gm, '')

/** The directives inside `location <pattern> { … }` (locations here hold no nested blocks). */
function location(pattern: string): string {
  const start = conf.indexOf(`location ${pattern} {`)
  expect(start, `location ${pattern}`).toBeGreaterThanOrEqual(0)
  return conf.slice(start, conf.indexOf('}', start))
}

/** The value lines of `map $source $name { … }`, as [pattern, value] pairs. */
function map(name: string): Array<[string, string]> {
  const found = new RegExp(`map \\S+ \\$${name} \\{([^}]*)\\}`).exec(conf)
  expect(found, `map $${name}`).not.toBeNull()
  // One entry a line: a pattern may hold a `;` of its own.
  return found![1]
    .split('\n')
    .map((line) => line.trim().replace(/;$/, ''))
    .filter(Boolean)
    .map((line) => {
      const [, pattern, value] = /^("(?:[^"\\]|\\.)*"|\S+)\s+(\S+)$/.exec(line)!
      return [pattern.replace(/^"|"$/g, ''), value]
    })
}

/** What a map gives for `input`: its first matching `~` / `~*` pattern, an exact match, or its default. */
function mapped(entries: Array<[string, string]>, input: string): string {
  for (const [pattern, value] of entries) {
    if (pattern === 'default') continue
    if (pattern.startsWith('~')) {
      const caseless = pattern.startsWith('~*')
      if (new RegExp(pattern.slice(caseless ? 2 : 1), caseless ? 'i' : '').test(input)) return value
    } else if (pattern === input || (pattern === '' && input === '')) return value
  }
  return entries.find(([pattern]) => pattern === 'default')?.[1] ?? ''
}

const seconds = (value: string) => {
  const [, amount, unit] = /^(\d+)([smhd]?)$/.exec(value)!
  return Number(amount) * { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[unit]!
}
const validFor = (block: string, statuses: string) => {
  const found = new RegExp(`proxy_cache_valid ${statuses} (\\S+);`).exec(block)
  expect(found, `proxy_cache_valid ${statuses}`).not.toBeNull()
  return seconds(found![1])
}

describe('deploy/nginx.conf against the cache policy', () => {
  it('keeps public pages, `/` included, for the policy’s micro-cache, and only what the app marks shareable', () => {
    const pages = location('/')
    expect(validFor(pages, '200')).toBe(edge.pageSeconds)
    expect(pages).toMatch(/proxy_no_cache [^;]*\$hawler_private_response/)
    const privateResponse = map('hawler_private_response')
    for (const value of [PRIVATE, BY_LANGUAGE, '']) expect(mapped(privateResponse, value), value).toBe('1')
    for (const value of [PUBLIC_HTML, IMMUTABLE, MEDIA_UNVERSIONED]) expect(mapped(privateResponse, value), value).toBe('0')
    expect(conf).not.toMatch(/location ~ \^\/\(\?:\$/)
  })

  it('never serves or stores a page for a signed-in editor or a draft preview', () => {
    const cookies = map('hawler_private_cookie')
    for (const cookie of edge.privateCookies) expect(mapped(cookies, `theme=dark; ${cookie}=abc`), cookie).toBe('1')
    expect(mapped(cookies, `NEXT_LOCALE=ar`)).toBe('0')
    for (const pattern of ['/', edge.byLanguage]) {
      expect(location(pattern)).toMatch(/proxy_cache_bypass [^;]*\$hawler_private_cookie/)
      expect(location(pattern)).toMatch(/proxy_no_cache [^;]*\$hawler_private_cookie/)
    }
  })

  it('keys what answers by language on the saved choice and Accept-Language', () => {
    const scans = location(edge.byLanguage)
    expect(scans).toContain(`$cookie_${LANGUAGE_COOKIE}`)
    expect(scans).toContain('$http_accept_language')
    expect(validFor(scans, '200 307 308')).toBe(edge.pageSeconds)
  })

  it('keeps fingerprinted files and media as long as the policy says', () => {
    expect(validFor(location('/_next/static/'), '200')).toBe(edge.staticSeconds)
    expect(validFor(location('~ ^/(?:api/media/file/|_next/image)'), '200')).toBe(edge.mediaSeconds)
  })

  it('passes the admin, the API and draft preview to the app, uncached', () => {
    for (const path of edge.neverCached) {
      const block = location(path.replace(/\/$/, path === '/admin' ? '' : '/'))
      expect(block).toContain('proxy_pass http://hawler_app;')
      expect(block).not.toContain('proxy_cache ')
    }
  })

  it('takes a request body as large as the app’s largest, an upload, and no larger (src/lib/requestLimits.ts)', () => {
    const sizes = [...conf.matchAll(/client_max_body_size (\d+)([km]?);/g)].map(
      ([, amount, unit]) => Number(amount) * { '': 1, k: 1024, m: 1024 * 1024 }[unit]!,
    )
    expect(sizes).toEqual([MAX_UPLOAD_BODY_BYTES])
  })
})
