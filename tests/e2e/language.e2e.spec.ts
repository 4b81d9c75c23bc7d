import { expect, test } from '@playwright/test'

import arFooter from '../../src/i18n/messages/ar/footer.json' with { type: 'json' }
import ckbFooter from '../../src/i18n/messages/ckb/footer.json' with { type: 'json' }
import enFooter from '../../src/i18n/messages/en/footer.json' with { type: 'json' }
import { languages, openPage } from './helpers/site'

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

const footerTexts = { en: enFooter, ar: arFooter, ckb: ckbFooter }
const languageNames = ['English', 'العربية', 'کوردی']

type Box = { x: number; y: number; width: number; height: number }
/** How far apart two boxes are: 0 or less when they touch or overlap. */
const gapBetween = (a: Box, b: Box) =>
  Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width), b.y - (a.y + a.height), a.y - (b.y + b.height))

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  for (const language of languages) {
    test(`the footer at ${viewport.width} px in ${language.locale} names each language beside its flag, and its social links keep clear of them`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport })
      const page = await context.newPage()
      await openPage(page, `${language.prefix}/aboutUs`, language)
      const footer = page.getByRole('contentinfo')
      const column = footer.getByRole('heading', { name: footerTexts[language.locale].languages }).locator('..')
      // Laid out only near the view (content-visibility).
      await column.scrollIntoViewIfNeeded()
      for (const name of languageNames) {
        const link = column.getByRole('link', { name, exact: true })
        await expect(link).toBeVisible()
        const flag = link.locator('span[aria-hidden="true"]')
        await expect(flag).toBeVisible()
        const [flagBox, nameBox] = [await flag.boundingBox(), await link.getByText(name, { exact: true }).boundingBox()]
        // The name in its own script on the same line as the flag, a few pixels from it.
        expect(Math.abs(flagBox!.y + flagBox!.height / 2 - (nameBox!.y + nameBox!.height / 2))).toBeLessThan(6)
        expect(gapBetween(flagBox!, nameBox!)).toBeGreaterThan(0)
        expect(gapBetween(flagBox!, nameBox!)).toBeLessThan(16)
      }
      const columnBox = (await column.boundingBox())!
      for (const network of ['Facebook', 'Instagram', 'YouTube', 'LinkedIn']) {
        const icon = footer.getByRole('link', { name: network })
        await expect(icon).toBeVisible()
        expect(gapBetween((await icon.boundingBox())!, columnBox), `${network} keeps clear of the languages`).toBeGreaterThanOrEqual(8)
      }
      await context.close()
    })
  }
}
