import { expect, test } from '@playwright/test'

const emptyURL = process.env.E2E_EMPTY_URL!
const brokenURL = process.env.E2E_BROKEN_URL!

test.describe('on an empty database', () => {
  test.use({ baseURL: emptyURL })

  for (const [path, message] of [
    ['/products', 'No Products Available'],
    ['/recipes', 'No Recipes Available'],
    ['/news', 'No News Available'],
    ['/videos', 'No Videos Available'],
    ['/healthCare', 'No HealthCare Available'],
    ['/jobs', 'No Jobs Available'],
    ['/aboutUs', 'No Data Available'],
  ] as const) {
    test(`${path} says '${message}'`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByText(message)).toBeVisible()
    })
  }

  test('the empty states are translated', async ({ page }) => {
    await page.goto('/ar/products')
    await expect(page.getByText('لا توجد منتجات')).toBeVisible()
    await page.goto('/ckb/jobs')
    await expect(page.getByText('هیچ هەلێکی کار بەردەست نییە')).toBeVisible()
  })
})

test.describe('when the database cannot be read', () => {
  test.use({ baseURL: brokenURL })

  test('a list says the load failed and to try again later', async ({ page }) => {
    await page.goto('/news')
    await expect(page.getByRole('alert').filter({ hasText: 'Oops! Please try again later.' })).toBeVisible()
    await page.goto('/ar/jobs')
    await expect(page.getByRole('alert').filter({ hasText: 'عذرًا! يرجى المحاولة لاحقًا.' })).toBeVisible()
  })

  test('an item page shows the error screen with a Try again button to the home page', async ({ page }) => {
    await page.goto('/news/anything')
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    const tryAgain = page.getByRole('link', { name: 'Try again' })
    await expect(tryAgain).toHaveAttribute('href', '/')
    await tryAgain.click()
    await expect(page).toHaveURL(`${brokenURL}/`)
  })
})
