import { expect, test } from '@playwright/test'

test('/he/… (the old code for Kurdish) redirects to /ckb/…', async ({ request }) => {
  const response = await request.get('/he/products?q=x', { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(response.headers().location).toMatch(/\/ckb\/products\?q=x$/)
  const home = await request.get('/he', { maxRedirects: 0 })
  expect(home.headers().location).toMatch(/\/ckb$/)
})

test('English has no prefix: /en/… redirects to the address without it, keeping the query', async ({ request }) => {
  for (const [address, target] of [
    ['/en/products?q=chips', '/products?q=chips'],
    ['/en', '/'],
    ['/en/news/', '/news/'],
  ]) {
    const response = await request.get(address, { maxRedirects: 0 })
    expect(response.status(), address).toBe(307)
    const location = new URL(response.headers().location, 'http://site.example')
    expect(location.pathname + location.search).toBe(target)
  }
  // A page whose name starts like the prefix is an English page like any other.
  expect((await request.get('/english-breakfast', { maxRedirects: 0 })).status()).toBe(404)
})

test('no address of the site sends the browser to another site (the full table is tests/unit/redirectTarget.spec.ts)', async ({
  request,
}) => {
  for (const address of [
    '/en//evil.example/login',
    '/EN//evil.example/login',
    '/En//evil.example',
    '/next/exit-preview?path=/%09/evil.example',
    '/next/exit-preview?path=/%0a/x',
    '/next/exit-preview?path=%2F%2Fevil.example',
    '/next/exit-preview?path=/x/..//evil.example',
  ]) {
    const response = await request.get(address, { maxRedirects: 0 })
    expect(response.status(), address).toBeGreaterThanOrEqual(300)
    expect(response.status(), address).toBeLessThan(400)
    // As a browser reads the Location: from the page that was asked for.
    const followed = new URL(response.headers().location, `http://site.example${address}`)
    expect(followed.origin, `${address} → ${response.headers().location}`).toBe('http://site.example')
  }
})

test('moving between English pages stays in the page, and the address never shows /en', async ({ page }) => {
  const addresses: string[] = []
  page.on('framenavigated', (frame) => frame === page.mainFrame() && addresses.push(new URL(frame.url()).pathname))
  await page.goto('/news')
  await page.evaluate(() => Object.assign(window, { samePage: true }))
  await page.locator('header').getByRole('link', { name: 'Products', exact: true }).first().click()
  await expect(page).toHaveURL(/\/products$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our products')
  await page.locator('main a[href^="/products/"]').first().click()
  await expect(page).toHaveURL(/\/products\/[\w-]+$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/products$/)
  // The client router moved: the window of the first page is still the one shown.
  expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true)
  expect(addresses.filter((address) => address.startsWith('/en'))).toEqual([])
})

for (const [legacy, list, collection] of [
  ['/productItem', '/products', 'products'],
  ['/recipesItem', '/recipes', 'recipes'],
  ['/newsItem', '/news', 'news'],
  ['/healthCareItem', '/healthCare', 'health-care'],
] as const) {
  test(`${legacy} leads to the item given by id or slug, else to ${list}`, async ({ request }) => {
    const { docs } = (await (await request.get(`/api/${collection}?limit=1&depth=0`)).json()) as {
      docs: Array<{ id: number; slug: string }>
    }
    const [item] = docs

    const byId = await request.get(`${legacy}?id=${item.id}`, { maxRedirects: 0 })
    expect(byId.status()).toBeGreaterThanOrEqual(300)
    expect(byId.headers().location).toMatch(new RegExp(`${list}/${item.slug}$`))

    const none = await request.get(legacy, { maxRedirects: 0 })
    expect(none.headers().location).toMatch(new RegExp(`${list}$`))

    const unknown = await request.get(`${legacy}?id=999999`, { maxRedirects: 0 })
    expect(unknown.headers().location).toMatch(new RegExp(`${list}$`))

    // Last: visiting an Arabic page remembers Arabic for the unprefixed paths that follow.
    const bySlug = await request.get(`/ar${legacy}?id=${item.slug}`, { maxRedirects: 0 })
    expect(bySlug.headers().location).toMatch(new RegExp(`/ar${list}/${item.slug}$`))
  })
}

test('an unknown page answers 404 with a translated page inside the site layout', async ({ page }) => {
  const english = await page.goto('/no-such-page')
  expect(english?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('main')).toHaveCount(1)

  // A missing item of a list gets the same page, inside the same layout.
  const missingRecipe = await page.goto('/ar/recipes/no-such-recipe')
  expect(missingRecipe?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة')
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('main')).toHaveCount(1)

  const kurdish = await page.goto('/ckb/no-such-page')
  expect(kurdish?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('پەڕەکە نەدۆزرایەوە')
})

test('sitemap.xml lists every page in three languages with alternates, and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('<urlset')
  expect(sitemap).toMatch(/\/ar\/products\/[a-z0-9-]+<\/loc>/)
  expect(sitemap).toMatch(/hreflang="ckb"/)
  expect(sitemap).toMatch(/hreflang="x-default"/)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/)
  expect(robots).toMatch(/Disallow: \/admin/)
})

test('a file that no route serves answers 404 with a plain page that leads home', async ({ page }) => {
  // Such paths end above the site's layout, in src/app/not-found.tsx.
  const missing = await page.goto('/no-such-file.txt')
  expect(missing?.status()).toBe(404)
  await expect(page.getByText('Page not found.')).toBeVisible()
  await page.getByRole('link', { name: 'Hawler Foods' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner')).toBeVisible()
})
