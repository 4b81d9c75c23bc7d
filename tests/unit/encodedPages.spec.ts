import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createEncodedPages, EncodedPageResponse, isCachedPage, keptPages, MIN_CHARS } from '@/server/http/encodedPages'

/** A page of `chars` characters in Arabic script, different for each `n`. */
function page(n: number, chars = MIN_CHARS * 2): string {
  const head = `<!DOCTYPE html><html lang="ar" dir="rtl"><title>صفحة ${n}</title>`
  return head + 'رقائق البطاطس '.repeat(Math.ceil(chars / 14)).slice(0, chars - head.length)
}

describe('the kept bytes of cached pages', () => {
  it('are the UTF-8 encoding of the page, kept for the very same page and made afresh for a changed one', () => {
    const pages = createEncodedPages(10 * 1024 * 1024)
    const first = page(1)
    const bytes = pages.bytesOf(first)
    expect(bytes.equals(Buffer.from(first, 'utf8'))).toBe(true)
    expect(pages.bytesOf(first)).toBe(bytes)
    // The same text built anew (as a re-rendered page is) finds the same bytes.
    expect(pages.bytesOf(page(1))).toBe(bytes)
    const changed = first.replace('صفحة 1', 'صفحة 9')
    expect(changed.length).toBe(first.length)
    expect(pages.bytesOf(changed).toString('utf8')).toBe(changed)
    expect(pages.count).toBe(2)
  })

  it('stay within the budget, the least recently served page leaving first', () => {
    const size = Buffer.byteLength(page(1))
    const pages = createEncodedPages(size * 3)
    const [a, b, c, d] = [1, 2, 3, 4].map((n) => page(n))
    const kept = pages.bytesOf(a)
    pages.bytesOf(b)
    pages.bytesOf(c)
    expect(pages.bytesOf(a)).toBe(kept)
    pages.bytesOf(d)
    expect(pages.count).toBe(3)
    expect(pages.bytes).toBeLessThanOrEqual(size * 3)
    expect(pages.bytesOf(a)).toBe(kept)
    const bOnceMore = pages.bytesOf(b)
    expect(bOnceMore.toString('utf8')).toBe(b)
    expect(pages.count).toBe(3)
  })

  it('are not kept for a page larger than the whole budget', () => {
    const pages = createEncodedPages(1000)
    expect(pages.bytesOf(page(1)).toString('utf8')).toBe(page(1))
    expect(pages.count).toBe(0)
    expect(pages.bytes).toBe(0)
  })
})

describe('which response bodies are cached pages', () => {
  const cached = { getHeader: (name: string) => (name === 'x-nextjs-cache' ? 'HIT' : undefined) } as http.ServerResponse
  const rendered = { getHeader: () => undefined } as unknown as http.ServerResponse

  it('a long string that Next answered from its cache', () => {
    expect(isCachedPage(cached, page(1), undefined)).toBe(true)
    expect(isCachedPage(cached, page(1), 'utf8')).toBe(true)
    expect(isCachedPage(cached, page(1), () => {})).toBe(true)
  })

  it('not a fresh render, a short body, bytes, or a string in another encoding', () => {
    expect(isCachedPage(rendered, page(1), undefined)).toBe(false)
    expect(isCachedPage(cached, page(1, MIN_CHARS - 1), undefined)).toBe(false)
    expect(isCachedPage(cached, Buffer.from(page(1)), undefined)).toBe(false)
    expect(isCachedPage(cached, page(1), 'latin1')).toBe(false)
  })
})

describe('a server whose responses are EncodedPageResponse', () => {
  const body = page(7)
  let server: http.Server
  let origin = ''

  beforeAll(async () => {
    server = http.createServer({ ServerResponse: EncodedPageResponse }, (request, response) => {
      if (request.url === '/cached') response.setHeader('x-nextjs-cache', 'HIT')
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.setHeader('Content-Length', Buffer.byteLength(body))
      if (request.url === '/latin1') {
        const latin = 'é'.repeat(MIN_CHARS)
        response.setHeader('Content-Length', latin.length)
        response.end(latin, 'latin1')
        return
      }
      response.end(body)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('sends a cached page whole and unchanged, again and again, from the bytes it keeps', async () => {
    expect(keptPages.count).toBe(0)
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${origin}/cached`)
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(body)))
      expect(await response.text()).toBe(body)
    }
    expect(keptPages.count).toBe(1)
    expect(keptPages.bytes).toBe(Buffer.byteLength(body))
  })

  it('leaves the responses of every other server as Node made them', async () => {
    const plain = http.createServer((_, response) => {
      response.setHeader('x-nextjs-cache', 'HIT')
      response.end(page(8))
    })
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve))
    const response = await fetch(`http://127.0.0.1:${(plain.address() as AddressInfo).port}/`)
    expect(await response.text()).toBe(page(8))
    await new Promise<void>((resolve) => plain.close(() => resolve()))
    expect(keptPages.count).toBe(1)
  })

  it('sends other bodies as they were given, in their own encoding', async () => {
    expect(await (await fetch(`${origin}/fresh`)).text()).toBe(body)
    const latin = Buffer.from(await (await fetch(`${origin}/latin1`)).arrayBuffer())
    expect(latin.length).toBe(MIN_CHARS)
    expect(latin.every((byte) => byte === 0xe9)).toBe(true)
    expect(keptPages.count).toBe(1)
  })
})
