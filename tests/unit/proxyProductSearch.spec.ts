import { describe, expect, it } from 'vitest'

import { proxyRewrite } from './helpers/proxyRewrite'

/** The rewritten path and query, or null for "as it is". */
async function routed(address: string): Promise<string | null> {
  const url = await proxyRewrite(address)
  return url && url.pathname + url.search
}

describe('the proxy on the product list', () => {
  it('sends a search or filter to the per-request route, in every language, with its query', async () => {
    expect(await routed('/products?q=chips&page=2')).toBe('/en/products/_search?q=chips&page=2')
    expect(await routed('/ar/products?category=snacks')).toBe('/ar/products/_search?category=snacks')
    expect(await routed('/ckb/products?subCategory=x')).toBe('/ckb/products/_search?subCategory=x')
    expect(await routed('/products?free=&free=milk')).toBe('/en/products/_search?free=&free=milk')
  })

  it('leaves the list itself, with blank filters, to the cached page, and a page number to that page', async () => {
    expect(await routed('/products')).toBeNull()
    expect(await routed('/products?q=%20&category=&free=')).toBeNull()
    expect(await routed('/ar/products?page=2')).toBe('/ar/products/_page/2?page=2')
    expect(await routed('/products?q=%20&page=3')).toBe('/en/products/_page/3?q=%20&page=3')
  })
})
