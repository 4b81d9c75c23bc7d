import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { defaultLocale, locales } from '@/i18n/locales'
import proxy from '@/proxy'

/** What the proxy answers `address`, which the matcher sends it for its `%`. */
const answer = (address: string) => proxy(new NextRequest(new URL(address, 'http://site.example')))

describe('the proxy on an address with a percent sign', () => {
  it.each(locales)('answers a scan in %s as a scan, whatever its code holds', async (locale) => {
    // A scan without a language is English's; the other languages name theirs.
    const address = `${locale === defaultLocale ? '' : `/${locale}`}/01/0626100100001%35`
    const response = await answer(address)
    expect(response.headers.get('access-control-allow-origin'), address).toBe('*')
    expect(response.headers.get('vary')).toBe('Accept')
  })

  it('sends a spec admin path to Payload’s with its encoded part kept', async () => {
    const response = await answer('/admin/products/edit/12%2F3')
    expect(response.status).toBe(308)
    expect(new URL(response.headers.get('location')!).pathname).toBe('/admin/collections/products/12%2F3')
  })

  it('lets any other address through to Next untouched, and refuses a broken encoding in any language', async () => {
    for (const locale of locales) {
      const other = await answer(`/${locale}/news/caf%C3%A9`)
      expect(other.headers.get('x-middleware-next')).toBe('1')
      expect(other.headers.get('access-control-allow-origin')).toBeNull()
      expect((await answer(`/${locale}/01/%C3%28`)).status).toBe(400)
    }
  })
})
