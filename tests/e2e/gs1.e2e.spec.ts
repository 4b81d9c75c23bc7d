import { expect, test } from '@playwright/test'

/**
 * GS1 Digital Link link types and the resolver description, on the demo's sesame tea
 * biscuits, which have ingredients, allergens and a nutrition table.
 */
const biscuits = { slug: 'sesame-tea-biscuits', gtin: '6261001000220', gtin14: '06261001000220', en: 'Sesame Tea Biscuits' }
const page = `/products/${biscuits.slug}`

test('a link type opens its part of the product page; none or an unknown one opens the page itself', async ({ request }) => {
  const target = async (query: string, prefix = '') => {
    const response = await request.get(`${prefix}/01/${biscuits.gtin14}${query}`, { maxRedirects: 0 })
    expect(response.status(), query).toBe(307)
    return response.headers().location
  }
  expect(await target('?linkType=gs1:allergenInfo')).toBe(`${page}#allergens`)
  expect(await target('?linkType=gs1:nutritionalInfo')).toBe(`${page}#nutrition`)
  expect(await target('?linkType=gs1:ingredientsInfo')).toBe(`${page}#ingredients`)
  expect(await target(`?linkType=${encodeURIComponent('https://gs1.org/voc/allergenInfo')}`)).toBe(`${page}#allergens`)
  expect(await target('?linkType=gs1:nutritionalInfo', '/ar')).toBe(`/ar${page}#nutrition`)
  expect(await target('')).toBe(page)
  expect(await target('?linkType=gs1:pip')).toBe(page)
  // The standard: an unknown link type gets the default link, and the rest of the query is passed on.
  expect(await target('?linkType=gs1:recipeInfo&utm_source=pack')).toBe(`${page}?utm_source=pack`)

  const redirect = await request.get(`/01/${biscuits.gtin14}?linkType=gs1:allergenInfo`, { maxRedirects: 0 })
  expect(redirect.headers().link).toContain(`/01/${biscuits.gtin14}?linkType=linkset>; rel="linkset"`)
  expect(redirect.headers()['access-control-allow-origin']).toBe('*')
  expect((await request.get(`/01/06261001000992?linkType=gs1:allergenInfo`, { maxRedirects: 0 })).status()).toBe(404)

  // The plain salted chips contain none of the groups and have no allergen part: their page itself.
  const chips = await request.get('/01/06261001000015?linkType=gs1:allergenInfo', { maxRedirects: 0 })
  expect(chips.headers().location).toBe('/products/classic-salted-potato-chips')
})

test('a scan by a phone set to Arabic opens the allergens of the Arabic page', async ({ browser }) => {
  const arabic = await browser.newContext({ locale: 'ar-IQ', extraHTTPHeaders: { 'Accept-Language': 'ar-IQ,ar;q=0.9' } })
  const phone = await arabic.newPage()
  await phone.goto(`/01/${biscuits.gtin}?linkType=gs1:allergenInfo`)
  await expect(phone).toHaveURL(new RegExp(`/ar${page}#allergens$`))
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl')
  // The part it lands on is there, and says what the product contains.
  await expect(phone.locator('#allergens')).toContainText('السمسم')
  await arabic.close()
})

test('the linkset lists every link of the product, asked for by linkType or by media type', async ({ request, baseURL }) => {
  for (const ask of [{ query: '?linkType=linkset' }, { query: '?linkType=all' }, { query: '', accept: 'application/linkset+json' }]) {
    const response = await request.get(`/01/${biscuits.gtin}${ask.query}`, {
      maxRedirects: 0,
      headers: ask.accept ? { Accept: ask.accept } : {},
    })
    expect(response.status(), ask.query).toBe(200)
    expect(response.headers()['content-type']).toBe('application/linkset+json')
    const { linkset } = (await response.json()) as { linkset: Array<Record<string, unknown>> }
    expect(linkset).toHaveLength(1)
    expect(linkset[0].anchor).toBe(`${baseURL}/01/${biscuits.gtin14}`)
    expect(linkset[0].itemDescription).toBe(biscuits.en)
    const allergens = linkset[0]['https://ref.gs1.org/voc/allergenInfo'] as Array<{ href: string; hreflang: string[] }>
    expect(allergens.map((link) => link.href)).toEqual([
      `${baseURL}${page}#allergens`,
      `${baseURL}/ar${page}#allergens`,
      `${baseURL}/ckb${page}#allergens`,
    ])
    for (const type of ['pip', 'ingredientsInfo', 'nutritionalInfo', 'defaultLink']) {
      expect(linkset[0][`https://ref.gs1.org/voc/${type}`], type).toBeDefined()
    }
  }
  const preflight = await request.fetch(`/01/${biscuits.gtin}`, { method: 'OPTIONS' })
  expect(preflight.status()).toBe(204)
  expect(preflight.headers()['access-control-allow-methods']).toContain('GET')
})

test('/.well-known/gs1resolver describes the resolver and its link types, in any language, cached', async ({ request, baseURL }) => {
  const response = await request.get('/.well-known/gs1resolver', { maxRedirects: 0, headers: { 'Accept-Language': 'ar' } })
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/json')
  expect(response.headers()['cache-control']).toMatch(/^public, max-age=\d+/)
  const description = (await response.json()) as Record<string, unknown>
  expect(description).toMatchObject({
    resolverRoot: baseURL,
    supportedPrimaryKeys: ['01'],
    linkTypeDefaultCanBeLinkset: false,
    supportedLinkType: [{ namespace: 'https://ref.gs1.org/voc/', prefix: 'gs1:' }],
  })
  expect(description.name).toMatch(/GS1 Digital Link resolver/)
  const linkTypes = (description.activeLinkTypes as Array<{ linkType: string }>).map((type) => type.linkType)
  expect(linkTypes).toEqual(['gs1:pip', 'gs1:allergenInfo', 'gs1:ingredientsInfo', 'gs1:nutritionalInfo'])

  // Its route's own address is not a second one.
  const internal = await request.get('/_gs1resolver', { maxRedirects: 0 })
  expect(internal.status()).toBe(308)
  expect(internal.headers().location).toBe('/.well-known/gs1resolver')
})
