import { expect, type Page, test } from '@playwright/test'

/** The header on a phone: one bar, and a menu that closes however the visitor leaves it. */
const phone = { width: 390, height: 844 }

const languages = [
  { prefix: '', menu: 'Menu', navigation: 'Main navigation', products: 'Products', recipes: 'Recipes', news: 'News' },
  { prefix: '/ar', menu: 'القائمة', navigation: 'التنقل الرئيسي', products: 'المنتجات', recipes: 'الوصفات', news: 'الأخبار' },
]

async function openMenu(page: Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name }).click()
}

test.describe('on a phone', () => {
  test.use({ viewport: phone })

  for (const language of languages) {
    test(`the header is one bar of at most 64 px, and the menu is opaque (${language.prefix || '/'})`, async ({ page }) => {
      await page.goto(`${language.prefix}/products`)
      const bar = await page.getByRole('banner').boundingBox()
      expect(bar?.height).toBeLessThanOrEqual(64)
      const menu = page.getByRole('navigation', { name: language.navigation })
      await expect(menu).toBeHidden()
      await openMenu(page, language.menu)
      await expect(menu).toBeVisible()
      const background = await menu.evaluate((element) => getComputedStyle(element).backgroundColor)
      expect(background).toMatch(/^rgb\(/)
      // The panel starts below the bar, not over it.
      const panel = await menu.boundingBox()
      expect(panel?.y).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0) - 1)
    })

    test(`choosing a link closes the menu on the new page, every time (${language.prefix || '/'})`, async ({ page }) => {
      await page.goto(`${language.prefix}/news`)
      const menu = page.getByRole('navigation', { name: language.navigation })
      for (const [name, path] of [
        [language.products, '/products'],
        [language.recipes, '/recipes'],
        [language.news, '/news'],
      ]) {
        await openMenu(page, language.menu)
        await menu.getByRole('link', { name, exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`${language.prefix}${path}$`))
        await expect(menu).toBeHidden()
      }
    })
  }

  test('Esc and a tap outside close the menu, and Tab stays inside it while open', async ({ page }) => {
    await page.goto('/recipes')
    const menu = page.getByRole('navigation', { name: 'Main navigation' })
    await openMenu(page, 'Menu')
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused()
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab')
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Shift+Tab')
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()

    await openMenu(page, 'Menu')
    await expect(menu).toBeVisible()
    await page.mouse.click(phone.width / 2, phone.height - 20)
    await expect(menu).toBeHidden()
  })

  test('without JavaScript the Menu button still opens the menu', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone })
    const page = await context.newPage()
    await page.goto('/products')
    const menu = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(menu).toBeHidden()
    await openMenu(page, 'Menu')
    await expect(menu.getByRole('link', { name: 'Recipes' })).toBeVisible()
    await context.close()
  })
})

test('on a desktop the sections sit in the bar, with no Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/products')
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Recipes' })).toBeVisible()
  await expect(banner.getByRole('button', { name: 'Menu' })).toBeHidden()
})
