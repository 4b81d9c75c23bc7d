import { describe, expect, it } from 'vitest'

import { publicContentTypes } from '@/lib/contentTypes'
import { config } from '@/proxy'

import { proxyRewrite } from './helpers/proxyRewrite'

/** The rewritten path, or null for "as it is". */
const routed = async (address: string) => (await proxyRewrite(address))?.pathname ?? null

describe("the proxy on a list's pages", () => {
  it('makes each later page of a list a path of its own, in every language', async () => {
    expect(await routed('/news?page=2')).toBe('/en/news/_page/2')
    expect(await routed('/ar/healthCare?page=3&utm_source=x')).toBe('/ar/healthCare/_page/3')
    expect(await routed('/ckb/products?page=12')).toBe('/ckb/products/_page/12')
    expect(await routed('/jobs?page=9999')).toBe('/en/jobs/_page/9999')
    // Of a repeated `page`, the last one counts.
    expect(await routed('/videos?page=7&page=3')).toBe('/en/videos/_page/3')
  })

  it('sends a page that cannot be (not a number, 0, negative, too long) to page 0, which is not found', async () => {
    expect(await routed('/news?page=x')).toBe('/en/news/_page/0')
    expect(await routed('/ar/recipes?page=0')).toBe('/ar/recipes/_page/0')
    expect(await routed('/jobs?page=-1')).toBe('/en/jobs/_page/0')
    expect(await routed('/ckb/videos?page=99999999999999999999')).toBe('/ckb/videos/_page/0')
    expect(await routed('/products?page=2.5')).toBe('/en/products/_page/0')
    expect(await routed('/news?page=01')).toBe('/en/news/_page/0')
  })

  it('leaves the first page, an empty page, other pages and a search as they are', async () => {
    expect(await routed('/news?page=1')).toBeNull()
    expect(await routed('/ar/news?page=')).toBeNull()
    expect(await routed('/news/some-article?page=2')).toBeNull()
    expect(await routed('/aboutUs?page=2')).toBeNull()
    expect(await routed('/fr/news?page=2')).toBeNull()
    // A search keeps its page in the query of the per-request route.
    expect(await routed('/products?q=chips&page=2')).toBe('/en/products/_search')
  })

  it('takes the GS1 resolver description to its route, which Next cannot have under a dot', async () => {
    expect(await routed('/.well-known/gs1resolver')).toBe('/en/_gs1resolver')
  })

  it('is run by Next for every list and language with a page, and for the resolver description', () => {
    const lists = publicContentTypes.map((type) => type.pages.list.slice(1))
    const entry = config.matcher.find((item) => typeof item !== 'string' && item.has?.some((has) => has.key === 'page'))
    expect(entry).toEqual({ source: `/:locale(en|ar|ckb)/:list(${lists.join('|')})`, has: [{ type: 'query', key: 'page' }] })
    expect(config.matcher).toContain('/.well-known/gs1resolver')
  })
})
