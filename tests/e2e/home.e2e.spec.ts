import { expect, test } from '@playwright/test'

const languages = [
  { path: '/', lang: 'en', dir: 'ltr', heading: 'Hawler Foods' },
  { path: '/ar', lang: 'ar', dir: 'rtl', heading: 'أغذية هولير' },
  { path: '/ckb', lang: 'ckb', dir: 'rtl', heading: 'خۆراکی هەولێر' },
]

for (const { path, lang, dir, heading } of languages) {
  test(`home page in ${lang} is ${dir} and shows the seeded content`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.locator('html')).toHaveAttribute('dir', dir)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    // Twelve demo products, listed in the page's language.
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(12)
  })
}

test('the direction is right in the HTML the server sends, before any script runs', async ({ request }) => {
  const html = await (await request.get('/ar')).text()
  expect(html).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ar"/)
})

test('a visitor whose browser prefers Arabic is sent to the Arabic pages, and a saved choice wins', async ({ browser }) => {
  const arabic = await browser.newContext({ locale: 'ar-IQ', extraHTTPHeaders: { 'Accept-Language': 'ar-IQ,ar;q=0.9' } })
  const page = await arabic.newPage()
  await page.goto('/')
  await expect(page).toHaveURL(/\/ar\/?$/)
  await arabic.close()

  const saved = await browser.newContext({ extraHTTPHeaders: { 'Accept-Language': 'ar' } })
  await saved.addCookies([{ name: 'NEXT_LOCALE', value: 'ckb', url: test.info().project.use.baseURL! }])
  const page2 = await saved.newPage()
  await page2.goto('/')
  await expect(page2).toHaveURL(/\/ckb\/?$/)
  await saved.close()
})
