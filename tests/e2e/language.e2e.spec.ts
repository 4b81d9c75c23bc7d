import { expect, test } from '@playwright/test'

test('the language menu keeps the visitor on the same page and the choice is remembered', async ({ page }) => {
  await page.goto('/news')
  await page.getByRole('banner').locator('summary', { hasText: 'English' }).click()
  await page.getByRole('banner').getByRole('link', { name: 'کوردی' }).click()
  await expect(page).toHaveURL(/\/ckb\/news$/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ckb')

  // The saved choice wins on the next visit to an unprefixed address.
  await page.goto('/')
  await expect(page).toHaveURL(/\/ckb\/?$/)

  // And English can be chosen again.
  await page.goto('/ckb/news')
  await page.getByRole('banner').locator('summary', { hasText: 'کوردی' }).click()
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/news$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('the footer flags switch language on the same page', async ({ page }) => {
  await page.goto('/recipes')
  await page.getByRole('contentinfo').getByRole('link', { name: 'العربية' }).click()
  await expect(page).toHaveURL(/\/ar\/recipes$/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
})

test('switching language keeps the search and the page number', async ({ page }) => {
  await page.goto('/products?q=chips')
  await page.getByRole('banner').locator('summary', { hasText: 'English' }).click()
  await page.getByRole('banner').getByRole('link', { name: 'العربية' }).click()
  await expect(page).toHaveURL(/\/ar\/products\?q=chips$/)
  await expect(page.getByRole('searchbox')).toHaveValue('chips')

  await page.goto('/ar/recipes?page=2')
  await page.getByRole('contentinfo').getByRole('link', { name: 'کوردی' }).click()
  await expect(page).toHaveURL(/\/ckb\/recipes\?page=2$/)
  await expect(page.getByRole('main').locator('a[aria-current="page"]')).toContainText('2')
})

test('the mobile menu opens and closes without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.goto('/ar/news')
  const nav = page.getByRole('navigation', { name: 'التنقل الرئيسي' })
  await expect(nav.getByRole('link', { name: 'المنتجات' })).toBeHidden()
  await page.getByText('القائمة').click()
  await expect(nav.getByRole('link', { name: 'المنتجات' })).toBeVisible()
  await nav.getByRole('link', { name: 'المنتجات' }).click()
  await expect(page).toHaveURL(/\/ar\/products$/)
  await context.close()
})

test('the language links name the same page in each language before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/ar/recipes')
  const footer = page.getByRole('contentinfo')
  await expect(footer.locator('a[hreflang="en"]')).toHaveAttribute('href', '/recipes')
  await expect(footer.locator('a[hreflang="ckb"]')).toHaveAttribute('href', '/ckb/recipes')
  await expect(footer.locator('a[hreflang="ar"]')).toHaveAttribute('aria-current', 'true')

  await page.goto('/')
  await expect(page.getByRole('banner').locator('a[hreflang="ar"]')).toHaveAttribute('href', '/ar')
  await context.close()
})
