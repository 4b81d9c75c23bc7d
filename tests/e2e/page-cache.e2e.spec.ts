import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test'

import { gtinCheckDigit } from '../../src/lib/gtin'
import { adminToken } from './helpers/admin'

/**
 * Public pages are served whole from Next's cache, and a save in the admin expires exactly
 * the pages that show what changed: the item's page, the lists, the home page and other
 * items' pages that show it. Timing is the benchmark's business; here the next visit after
 * a save must show the change (polled briefly, as a visitor reloading would).
 */

const admin = () => ({ Authorization: `JWT ${adminToken()}` })
const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`

type Visit = { status: number; cache: string | null; cacheControl: string | null; html: string }

/** A visitor with no cookies: what a shared cache or a new browser would get. */
async function visitor(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL })
}

async function visit(api: APIRequestContext, path: string): Promise<Visit> {
  const response = await api.get(path, { maxRedirects: 0 })
  return {
    status: response.status(),
    cache: response.headers()['x-nextjs-cache'] ?? null,
    cacheControl: response.headers()['cache-control'] ?? null,
    html: await response.text(),
  }
}

/**
 * Visits a page until it is served from the cache. Other tests of this project save content
 * at the same time, and a save that expires the page between two visits makes the second a
 * fresh render: it is the visit after that which must be a HIT.
 */
async function intoCache(api: APIRequestContext, path: string) {
  await expect.poll(async () => (await visit(api, path)).cache, { message: path, timeout: 10_000, intervals: [0, 100, 250] }).toBe('HIT')
}

/** Polls a page until it does (or no longer does) show a text: the next visits after a save. */
async function expectShown(api: APIRequestContext, path: string, text: string, shown = true) {
  await expect.poll(async () => (await visit(api, path)).html.includes(text), { timeout: 10_000, intervals: [100, 250, 500] }).toBe(shown)
}

async function create(api: APIRequestContext, collection: string, data: Record<string, unknown>) {
  const response = await api.post(`/api/${collection}?locale=en`, { headers: admin(), data })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number; slug: string } }).doc
}

async function update(api: APIRequestContext, collection: string, id: number, data: Record<string, unknown>) {
  const response = await api.patch(`/api/${collection}/${id}?locale=en`, { headers: admin(), data })
  expect(response.status(), await response.text()).toBe(200)
}

test('a public page is rendered once, then served from the cache with headers a shared cache may use', async () => {
  const api = await visitor()
  const first = await visit(api, '/aboutUs')
  expect(first.status).toBe(200)
  await intoCache(api, '/aboutUs')
  expect((await visit(api, '/aboutUs')).cacheControl).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/)
  // Every page of a list is a page of its own in the cache, behind the same public address.
  await intoCache(api, '/ar/recipes?page=2')
  // A search answers per request, and the internal addresses are not addresses of their own.
  expect((await visit(api, '/products?q=chips')).cache).toBeNull()
  const internal = await visit(api, '/news/_page/2')
  expect(internal.status).toBe(308)
  await api.dispose()
})

test('what is for one person never goes to a shared cache', async () => {
  const api = await visitor()
  for (const path of ['/login', '/ar/ResetPassword']) expect((await visit(api, path)).cacheControl).toBe('private, no-store')
  expect((await api.get('/api/products?limit=1')).headers()['cache-control']).toBe('private, no-store')
  // `/` is one page for everybody (the browser chooses the language), kept like any other.
  expect((await visit(api, '/')).cacheControl).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/)
  await api.dispose()

  // A signed-in editor gets the same page, but not for shared caches.
  const editor = await playwrightRequest.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { Cookie: `payload-token=${adminToken()}` },
  })
  expect((await visit(editor, '/aboutUs')).cacheControl).toBe('private, no-store')
  await editor.dispose()
})

test('an address names its language: only / and a scanned QR code go by the browser', async ({ browser }) => {
  const arabic = await browser.newContext({ locale: 'ar-IQ', extraHTTPHeaders: { 'Accept-Language': 'ar-IQ,ar;q=0.9' } })
  const page = await arabic.newPage()
  await page.goto('/products')
  expect(page.url()).toMatch(/\/products$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.goto('/')
  await expect(page).toHaveURL(/\/ar\/?$/)
  await arabic.close()
})

test('saving, renaming, unpublishing, publishing and deleting a product expire every page that shows it', async () => {
  const api = await visitor()
  const id = stamp()
  const category = await create(api, 'categories', {
    title: `Cache category ${id}`,
    backgroundColor: '#C62828',
    textColor: '#FFFFFF',
    _status: 'published',
  })
  // Order 0 puts it first on the product list's first page (the seeded products start at 1).
  const barcode = `62610092${String(Date.now()).slice(-4)}`
  const gtin = `${barcode}${gtinCheckDigit(barcode)}`
  const product = await create(api, 'products', {
    title: `Cache chips ${id}`,
    category: category.id,
    order: 0,
    barcode: gtin,
    _status: 'published',
  })
  // Its QR code's address: the product while published, the 404 page while not, never one for the other.
  const scans = [`/01/${gtin}`, `/ar/01/${gtin}`]
  const scanStatus = async (path: string) => (await visit(api, path)).status
  const recipe = await create(api, 'recipes', { title: `Cache recipe ${id}`, products: [product.id], _status: 'published' })
  const productPage = `/products/${product.slug}`
  const sheetPage = `/products/${product.slug}/sheet`
  const recipePage = `/recipes/${recipe.slug}`
  const listPage = '/products'

  // Into the cache first, so what follows shows expiry, not a first render.
  for (const path of [productPage, sheetPage, recipePage, '/products', '/']) await intoCache(api, path)
  await expectShown(api, recipePage, `Cache chips ${id}`)
  await expectShown(api, listPage, `Cache chips ${id}`)

  // A new title: its page, its specification sheet, the list and the recipe that uses it.
  await update(api, 'products', product.id, { title: `Renamed chips ${id}` })
  for (const path of [productPage, sheetPage, recipePage, listPage]) await expectShown(api, path, `Renamed chips ${id}`)

  // Its category's new name shows on the product's page and in the list's filters.
  await update(api, 'categories', category.id, { title: `Renamed category ${id}` })
  for (const path of [productPage, listPage]) await expectShown(api, path, `Renamed category ${id}`)

  // A new address: the old one is gone, the new one is there, and the recipe links to it.
  await update(api, 'products', product.id, { slug: `renamed-chips-${id}`, generateSlug: false })
  const movedPage = `/products/renamed-chips-${id}`
  await expect.poll(async () => (await visit(api, productPage)).status, { timeout: 10_000 }).toBe(404)
  expect((await visit(api, movedPage)).status).toBe(200)
  await expectShown(api, recipePage, movedPage)

  // Unpublished: gone from its page, the list and the recipe; published again: back.
  for (const scan of scans) expect(await scanStatus(scan), scan).toBe(307)
  await update(api, 'products', product.id, { _status: 'draft' })
  await expect.poll(async () => (await visit(api, movedPage)).status, { timeout: 10_000 }).toBe(404)
  for (const scan of scans) await expect.poll(() => scanStatus(scan), { message: scan, timeout: 10_000 }).toBe(404)
  await expectShown(api, recipePage, `Renamed chips ${id}`, false)
  await expectShown(api, listPage, `Renamed chips ${id}`, false)
  await update(api, 'products', product.id, { _status: 'published' })
  await expectShown(api, movedPage, `Renamed chips ${id}`)
  for (const scan of scans) await expect.poll(() => scanStatus(scan), { message: scan, timeout: 10_000 }).toBe(307)
  await expectShown(api, recipePage, `Renamed chips ${id}`)

  // Deleted: its page is a 404 and nothing shows it.
  expect((await api.delete(`/api/products/${product.id}`, { headers: admin() })).status()).toBe(200)
  await expect.poll(async () => (await visit(api, movedPage)).status, { timeout: 10_000 }).toBe(404)
  await expectShown(api, recipePage, `Renamed chips ${id}`, false)

  await api.delete(`/api/recipes/${recipe.id}`, { headers: admin() })
  await api.delete(`/api/categories/${category.id}`, { headers: admin() })
  await api.dispose()
})

test('a news article published and deleted comes and goes on the cached home page and news list', async () => {
  const api = await visitor()
  for (const path of ['/', '/news']) await intoCache(api, path)
  const title = `Cache news ${stamp()}`
  const article = await create(api, 'news', { title, publishedAt: new Date().toISOString(), _status: 'published' })
  for (const path of ['/', '/news']) await expectShown(api, path, title)
  expect((await api.delete(`/api/news/${article.id}`, { headers: admin() })).status()).toBe(200)
  for (const path of ['/', '/news']) await expectShown(api, path, title, false)
  await api.dispose()
})
