import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { BY_LANGUAGE } from '@/lib/cachePolicy'
import proxy from '@/proxy'

import { proxyRewrite } from './helpers/proxyRewrite'

const gtin = '06261001000015'

/** What the proxy answers a scan of `address`, with these request headers. */
function scan(address: string, headers: Record<string, string> = {}, method = 'GET') {
  return proxy(new NextRequest(new URL(address, 'http://site.example'), { headers, method }))
}

describe('the proxy on a scanned GS1 Digital Link', () => {
  it('lets a scan through to its page, in every language, telling scanner apps where the linkset is', async () => {
    // Without a language, read in English: the page under `en` (the site's server leaves `/01/` to the proxy).
    expect((await proxyRewrite(`/01/${gtin}`))?.pathname).toBe(`/en/01/${gtin}`)
    const named = [`/ar/01/${gtin}?linkType=gs1:allergenInfo`, `/ckb/01/6261001000015`]
    for (const address of named) expect(await proxyRewrite(address), address).toBeNull()
    for (const address of [`/01/${gtin}`, ...named]) {
      const response = await scan(address)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(response.headers.get('vary')).toBe('Accept')
      // Next drops that Vary from a page, so no shared cache may keep the page in the linkset's place.
      expect(response.headers.get('cache-control')).toBe(BY_LANGUAGE)
      // The short form too names the 14-digit Digital Link.
      expect(response.headers.get('link')).toMatch(new RegExp(`/01/${gtin}\\?linkType=linkset>; rel="linkset"`))
    }
    // A code that cannot be a GTIN goes to the page too, which answers 404, but has no linkset.
    expect(await proxyRewrite('/ar/01/12345')).toBeNull()
    expect((await scan('/01/12345')).headers.get('link')).toBeNull()
  })

  it('sends a request for the linkset to its route, by link type or by media type', async () => {
    expect((await proxyRewrite(`/01/${gtin}?linkType=linkset`))?.pathname).toBe(`/en/01/${gtin}/_linkset`)
    expect((await proxyRewrite(`/ar/01/${gtin}?linkType=all`))?.pathname).toBe(`/ar/01/${gtin}/_linkset`)
    const byAccept = await scan(`/ckb/01/${gtin}`, { accept: 'application/linkset+json' })
    expect(new URL(byAccept.headers.get('x-middleware-rewrite')!).pathname).toBe(`/ckb/01/${gtin}/_linkset`)
    // A link type asked for wins over Accept.
    expect((await proxyRewrite(`/01/${gtin}?linkType=gs1:pip`))?.pathname).toBe(`/en/01/${gtin}`)
  })

  it('sends a visitor who reads Arabic or Kurdish to the scan in that language, and nobody else', async () => {
    const arabic = await scan(`/01/${gtin}?linkType=gs1:allergenInfo`, { 'accept-language': 'ar-IQ,ar;q=0.9' })
    expect(arabic.status).toBe(307)
    expect(arabic.headers.get('location')).toBe(`http://site.example/ar/01/${gtin}?linkType=gs1:allergenInfo`)
    expect(arabic.headers.get('cache-control')).toBe(BY_LANGUAGE)
    expect(arabic.headers.get('access-control-allow-origin')).toBe('*')
    const saved = await scan(`/01/${gtin}`, { cookie: 'NEXT_LOCALE=ckb', 'accept-language': 'ar' })
    expect(saved.headers.get('location')).toBe(`http://site.example/ckb/01/${gtin}`)
    // An address that names its language keeps it.
    expect(await proxyRewrite(`/ar/01/${gtin}`)).toBeNull()
  })

  it('answers a scanner app’s preflight itself, before any language redirect', async () => {
    const preflight = await scan(`/01/${gtin}`, { 'accept-language': 'ar' }, 'OPTIONS')
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET')
  })

  it('sends the linkset route’s own address to the public one', async () => {
    const internal = await scan(`/ar/01/${gtin}/_linkset`)
    expect(internal.status).toBe(308)
    expect(internal.headers.get('location')).toBe(`http://site.example/ar/01/${gtin}?linkType=linkset`)
  })
})
