import { expect, type Page, test } from '@playwright/test'

/**
 * "Free from" on the product list, against the demo catalogue (scripts/seed/content/products.ts):
 * the sesame tea biscuits contain sesame, the date biscuits and the roasted almonds may
 * contain it, the wafers contain milk, the classic chips are free from all 14 groups.
 * Other tests add products to the first category (chips), so the counts here are of the
 * other two.
 */

const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })
const resultCount = (page: Page) => page.locator('#product-results')
/** "Free from"'s own toggle, inside the form's "Filters" (which a phone folds). */
const freeFromToggle = (page: Page) => page.getByRole('search').locator('details details > summary')

test('ticking Sesame leaves out the products with sesame and those that may contain it, in the address, to share', async ({
  page,
  browser,
}) => {
  await page.goto('/products?category=biscuits-and-wafers')
  await expect(cardTitles(page)).toHaveText([
    'Date-Filled Biscuits',
    'Sesame Tea Biscuits',
    'Chocolate Hazelnut Wafers',
    'Cardamom Vanilla Wafers',
  ])
  await freeFromToggle(page).click()
  const group = page.getByRole('group', { name: 'Free from' })
  await expect(group.getByRole('checkbox')).toHaveCount(14)
  await group.getByRole('checkbox', { name: 'Sesame' }).click()

  // Applied at once, with the category kept.
  await expect(page).toHaveURL(/[?&]free=sesame(&|$)/)
  await expect(page).toHaveURL(/category=biscuits-and-wafers/)
  await expect(cardTitles(page)).toHaveText(['Chocolate Hazelnut Wafers', 'Cardamom Vanilla Wafers'])
  await expect(resultCount(page)).toHaveText('2 products')
  await expect(page.getByRole('checkbox', { name: 'Sesame' })).toBeChecked()
  await expect(freeFromToggle(page)).toContainText('1 chosen')
  await expect(page.getByRole('link', { name: 'Remove the filter: free from Sesame' })).toBeVisible()

  // The address shows the same list to someone else.
  const shared = await browser.newPage()
  await shared.goto(page.url())
  await expect(cardTitles(shared)).toHaveText(['Chocolate Hazelnut Wafers', 'Cardamom Vanilla Wafers'])
  await expect(shared.getByRole('checkbox', { name: 'Sesame' })).toBeChecked()
  await shared.close()

  // Both wafers contain milk: nothing is free from sesame and milk.
  await page.getByRole('checkbox', { name: 'Milk' }).click()
  await expect(page).toHaveURL(/free=milk/)
  await expect(page.getByText('No products match your search.')).toBeVisible()
  await expect(cardTitles(page)).toHaveCount(0)

  // A chip undoes its choice.
  await page.getByRole('link', { name: 'Remove the filter: free from Milk' }).click()
  await expect(cardTitles(page)).toHaveText(['Chocolate Hazelnut Wafers', 'Cardamom Vanilla Wafers'])
  await expect(page.getByRole('checkbox', { name: 'Milk' })).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Sesame' })).toBeChecked()
})

test('without JavaScript, in Arabic, the Search button sends the ticked groups with the search and the category', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/ar/products')
  await page.getByRole('searchbox', { name: 'ابحث في المنتجات' }).fill('بسكويت')
  await page.getByLabel('الفئة', { exact: true }).selectOption({ label: 'البسكويت والويفر' })
  await freeFromToggle(page).click()
  await page.getByRole('checkbox', { name: 'السمسم' }).check()
  await page.getByRole('button', { name: 'بحث', exact: true }).click()

  await expect(page).toHaveURL(/\/ar\/products\?.*free=sesame/)
  await expect(page).toHaveURL(/category=biscuits-and-wafers/)
  // Both biscuits have or may have sesame.
  await expect(page.getByText('لا توجد منتجات تطابق بحثك.')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'السمسم' })).toBeChecked()
  await expect(page.getByRole('link', { name: 'إزالة عامل التصفية: خالٍ من السمسم' })).toBeVisible()

  await page.getByRole('searchbox', { name: 'ابحث في المنتجات' }).fill('ويفر')
  await page.getByRole('button', { name: 'بحث', exact: true }).click()
  await expect(cardTitles(page)).toHaveText(['ويفر الشوكولاتة والبندق', 'ويفر الهيل والفانيليا'])
  await expect(resultCount(page)).toHaveText('منتجان لـ «ويفر»')

  // The chip is a plain link: it works without JavaScript too, and keeps the search.
  await page.getByRole('link', { name: 'إزالة عامل التصفية: خالٍ من السمسم' }).click()
  await expect(page).not.toHaveURL(/free=/)
  await expect(page).toHaveURL(/q=/)
  await expect(page.getByRole('search').getByRole('checkbox', { checked: true, includeHidden: true })).toHaveCount(0)
  await context.close()
})

test('a list free from all 14 groups has the plain salted chips, and pages keep the choice', async ({ page }) => {
  const everything = 'gluten,crustaceans,eggs,fish,peanuts,soybeans,milk,nuts,celery,mustard,sesame,sulphites,lupin,molluscs'
  await page.goto(`/products?category=chips-and-crisps&free=${everything}`)
  await expect(cardTitles(page)).toContainText(['Classic Salted Potato Chips'])
  for (const title of ['Sumac & Onion Potato Chips', 'Spicy Pepper Corn Puffs', 'Cheese Corn Rings']) {
    await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0)
  }
  await expect(page.getByRole('search').getByRole('checkbox', { checked: true })).toHaveCount(14)

  // Nothing has lupin: every product, on two pages whose links keep the choice.
  await page.goto('/products?free=lupin')
  const pages = page.getByRole('navigation', { name: 'Pages' })
  await expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute('href', /free=lupin/)
  await pages.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page).toHaveURL(/free=lupin/)
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('checkbox', { name: 'Lupin' })).toBeChecked()
})

test('a group that is not one of the 14 is ignored, as an unknown category is', async ({ page }) => {
  const response = await page.goto('/products?category=nuts-and-seeds&free=caviar&free=sesame')
  expect(response?.status()).toBe(200)
  await expect(cardTitles(page)).toHaveText(['Lemon Salted Pistachios', 'Salted Sunflower Seeds', 'Roasted Pumpkin Seeds'])
  await expect(page.getByRole('search').getByRole('checkbox', { checked: true })).toHaveCount(1)
})

test('a box ticked before the page’s script has run is applied when it runs', async ({ page }) => {
  // Hold the scripts back, as a slow phone network would.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  // Scripts only: a held stylesheet would keep the page from being drawn at all.
  await page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/products?category=nuts-and-seeds', { waitUntil: 'commit' })
  await freeFromToggle(page).click()
  await page.getByRole('checkbox', { name: 'Sesame' }).check()
  await expect(page).toHaveURL(/\/products\?category=nuts-and-seeds$/)
  release()
  await expect(page).toHaveURL(/free=sesame/)
  await expect(cardTitles(page)).toHaveText(['Lemon Salted Pistachios', 'Salted Sunflower Seeds', 'Roasted Pumpkin Seeds'])
})

test('on a phone in Arabic, a tick or a category applies where the visitor is: the page does not jump, the focus stays, the count is said', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/ar/products')
  // Folded on a phone while nothing is chosen.
  await page.getByRole('search').locator('details > summary').first().click()
  await freeFromToggle(page).click()
  const sesame = page.getByRole('group', { name: 'خالٍ من' }).getByRole('checkbox', { name: 'السمسم' })
  await sesame.scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollBy(0, 80))
  const before = await page.evaluate(() => window.scrollY)
  expect(before).toBeGreaterThan(200)
  const countBefore = await resultCount(page).textContent()

  await sesame.click()
  await expect(page).toHaveURL(/[?&]free=sesame(&|$)/)
  await expect(resultCount(page)).not.toHaveText(countBefore ?? '')
  const count = (await resultCount(page).textContent()) ?? ''
  // The same box of the new list has the focus, the page stayed where it was, and the new
  // count is said by a live region.
  await expect(page.getByRole('checkbox', { name: 'السمسم' })).toBeFocused()
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(40)
  await expect(page.getByRole('status').filter({ hasText: count })).toHaveCount(1)

  // A category too.
  await page.getByLabel('الفئة', { exact: true }).selectOption('biscuits-and-wafers')
  await expect(page).toHaveURL(/category=biscuits-and-wafers/)
  await expect(page).toHaveURL(/free=sesame/)
  await expect(page.getByLabel('الفئة', { exact: true })).toBeFocused()
  await expect(resultCount(page)).toHaveText('منتجان')
  await expect(page.getByRole('status').filter({ hasText: 'منتجان' })).toHaveCount(1)
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
})
