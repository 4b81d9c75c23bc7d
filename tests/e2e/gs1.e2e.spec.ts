import { type Browser, expect, type Page, type Response, test } from '@playwright/test'

import { products } from '../../scripts/seed/content/products'
import arProducts from '../../src/i18n/messages/ar/products.json' with { type: 'json' }
import arStates from '../../src/i18n/messages/ar/states.json' with { type: 'json' }
import ckbProducts from '../../src/i18n/messages/ckb/products.json' with { type: 'json' }
import ckbStates from '../../src/i18n/messages/ckb/states.json' with { type: 'json' }
import enProducts from '../../src/i18n/messages/en/products.json' with { type: 'json' }
import enStates from '../../src/i18n/messages/en/states.json' with { type: 'json' }
import { BY_LANGUAGE } from '../../src/lib/cachePolicy'
import { gtinCheckDigit } from '../../src/lib/gtin'
import { seriousViolations } from './helpers/accessibility'
import { adminToken } from './helpers/admin'
import { firstDoc } from './helpers/api'
import { type Language, languages } from './helpers/site'

/**
 * GS1 Digital Link link types and the resolver description, on the demo's sesame tea
 * biscuits, which have ingredients, allergens and a nutrition table.
 */
const biscuits = { slug: 'sesame-tea-biscuits', gtin: '6261001000220', gtin14: '06261001000220', en: 'Sesame Tea Biscuits' }
const page = `/products/${biscuits.slug}`

/** A well-formed GTIN (its check digit is right) that no product has. */
const unknownGtin = '06261001000992'
const texts = {
  en: { states: enStates, products: enProducts },
  ar: { states: arStates, products: arProducts },
  ckb: { states: ckbStates, products: ckbProducts },
}

/** A phone set to the language: the saved choice aside, what a scan goes by. */
async function phoneIn(browser: Browser, { locale }: Language) {
  return browser.newContext({ locale, extraHTTPHeaders: { 'Accept-Language': `${locale};q=0.9` } })
}

/**
 * The site's own 404 page for a code no product has, in the language and direction: it says
 * the code is unknown (in its heading and title, not "page not found"), with a product search
 * and a link to all the products, in that language.
 */
async function expectNotFoundPage(phone: Page, response: Response | null, { locale, prefix, dir }: Language) {
  expect(response?.status(), phone.url()).toBe(404)
  expect(response?.headers()['content-type']).toContain('text/html')
  await expect(phone.locator('html')).toHaveAttribute('lang', locale)
  await expect(phone.locator('html')).toHaveAttribute('dir', dir)
  const { states } = texts[locale]
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText(states.unknownCodeTitle)
  await expect(phone).toHaveTitle(new RegExp(`^${states.unknownCodeTitle} \\| `))
  await expect(phone.getByText(states.unknownCodeText)).toBeVisible()
  const search = phone.getByRole('search')
  await expect(search.getByRole('searchbox', { name: texts[locale].products.searchLabel })).toBeVisible()
  await expect(search.getByRole('button', { name: texts[locale].products.search })).toBeVisible()
  await expect(search).toHaveAttribute('action', `${prefix}/products`)
  await expect(phone.getByRole('main').getByRole('link', { name: states.allProducts })).toHaveAttribute('href', `${prefix}/products`)
}

for (const language of languages) {
  const { locale, prefix } = language

  test(`a scan in ${locale} of a code no product has is the site's own 404 page with search; a known one opens the product`, async ({
    browser,
  }) => {
    const context = await phoneIn(browser, language)
    const phone = await context.newPage()
    // As printed on a pack, without a language: the phone's language decides.
    const scanned = await phone.goto(`/01/${unknownGtin}`)
    await expect(phone).toHaveURL(new RegExp(`${prefix}/01/${unknownGtin}$`))
    await expectNotFoundPage(phone, scanned, language)
    // The address in the language itself, and a code that cannot be a GTIN.
    await expectNotFoundPage(phone, await phone.goto(`${prefix}/01/${unknownGtin}?linkType=gs1:allergenInfo`), language)
    await expectNotFoundPage(phone, await phone.goto(`${prefix}/01/12345`), language)

    const chips = products.find(({ slug }) => slug === 'classic-salted-potato-chips')!
    const known = await phone.goto(`/01/0${chips.barcode}`)
    expect(known?.status()).toBe(200)
    await expect(phone).toHaveURL(new RegExp(`${prefix}/products/${chips.slug}$`))
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText(chips.title[locale])
    await context.close()
  })
}

test('the 404 of a scan is accessible and searches the products in its language', async ({ page: phone }) => {
  const biscuitsSeed = products.find(({ slug }) => slug === biscuits.slug)!
  // The answer and the document first, so that a failure below says which page axe read.
  await expectNotFoundPage(
    phone,
    await phone.goto(`/ckb/01/${unknownGtin}`),
    languages.find(({ locale }) => locale === 'ckb')!,
  )
  expect(await seriousViolations(phone)).toEqual([])
  await phone.getByRole('searchbox', { name: ckbProducts.searchLabel }).fill(biscuitsSeed.title.ckb)
  await phone.getByRole('search').getByRole('button', { name: ckbProducts.search }).click()
  await expect(phone).toHaveURL(/\/ckb\/products\?q=/)
  await expect(phone.getByRole('main').getByRole('link', { name: biscuitsSeed.title.ckb }).first()).toBeVisible()
})

test('a scan of an unpublished product is the 404 page, kept by no shared cache', async ({ request }) => {
  const category = await firstDoc(request, 'categories')
  const body = `62610091${String(Date.now()).slice(-4)}`
  const gtin = `${body}${gtinCheckDigit(body)}`
  const headers = { Authorization: `JWT ${adminToken()}` }
  const created = await request.post('/api/products?draft=true', {
    headers,
    data: { title: `E2E unpublished scan ${gtin}`, category: category.id, barcode: gtin, _status: 'draft' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    // A scan answers by the visitor's language and Accept, which no CDN can tell apart: only
    // the browser keeps it, and only until it asks again (`no-cache`), the 404 as the redirect.
    for (const [address, title] of [
      [`/01/${gtin}`, enStates.unknownCodeTitle],
      [`/ar/01/${gtin}`, arStates.unknownCodeTitle],
    ]) {
      const scan = await request.get(address, { maxRedirects: 0 })
      expect(scan.status(), address).toBe(404)
      expect(await scan.text()).toContain(title)
      expect(scan.headers()['cache-control'], address).toBe(BY_LANGUAGE)
    }
    const redirect = await request.get(`/ar/01/${biscuits.gtin}`, { maxRedirects: 0 })
    expect(redirect.status()).toBe(307)
    expect(redirect.headers()['cache-control']).toBe(BY_LANGUAGE)
  } finally {
    await request.delete(`/api/products/${doc.id}`, { headers })
  }
})

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

  // The plain salted chips are confirmed to contain none of the groups: their page says so there.
  const chips = await request.get('/01/06261001000015?linkType=gs1:allergenInfo', { maxRedirects: 0 })
  expect(chips.headers().location).toBe('/products/classic-salted-potato-chips#allergens')
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
