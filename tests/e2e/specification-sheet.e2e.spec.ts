import { expect, type Locator, test } from '@playwright/test'

import { products } from '../../scripts/seed/content/products'
import { contactUs, siteSettings } from '../../scripts/seed/content/pages'
import { languages } from './helpers/site'

const sheetLink = {
  en: 'Specification sheet (print or PDF)',
  ar: 'ورقة المواصفات (للطباعة أو PDF)',
  ckb: 'پەڕەی تایبەتمەندییەکان (چاپ یان PDF)',
}
const mayContain = { en: 'May contain', ar: 'قد يحتوي على', ckb: 'لەوانەیە' }

// A product with ingredients, an allergen warning, nutrition and pack sizes.
const product = products.find((item) => item.slug === 'sumac-and-onion-potato-chips')!

/** How many pages a PDF has: its page objects, not its page tree. */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length

for (const language of languages) {
  const { locale, prefix, dir } = language

  test(`the product page in ${locale} leads to its specification sheet: codes, pack sizes, food information and manufacturer, without the site's navigation`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/products/${product.slug}`)
    await page.getByRole('main').getByRole('link', { name: sheetLink[locale] }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/products/${product.slug}/sheet$`))
    await expect(page.locator('html')).toHaveAttribute('dir', dir)
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    const sheet = page.getByRole('main')
    await expect(sheet.getByRole('heading', { level: 1 })).toHaveText(product.title[locale])
    await expect(sheet.getByText(product.barcode!, { exact: true })).toBeVisible()
    await expect(sheet.getByRole('img', { name: new RegExp(product.barcode!) })).toBeVisible()
    await expect(sheet.locator('#ingredients')).toContainText(product.food!.ingredients[2].name[locale])
    await expect(sheet.locator('#allergens')).toContainText(mayContain[locale])
    await expect(sheet.locator('#nutrition table')).toBeVisible()
    await expect(sheet.locator('address')).toContainText(contactUs.address[locale].split('\n')[0])
    // The manufacturer is named as the page's language names it (the site settings' name).
    await expect(sheet.locator('address strong')).toHaveText(siteSettings.siteName[locale])
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
  })
}

test('printed on A4, the sheet is one or two pages, in English and in Arabic', async ({ page }) => {
  for (const prefix of ['', '/ar']) {
    await page.goto(`${prefix}/products/${product.slug}/sheet`)
    await page.waitForLoadState('networkidle')
    await page.emulateMedia({ media: 'print' })
    const pages = pageCount(await page.pdf({ format: 'A4', printBackground: false }))
    expect(pages, prefix || '/').toBeGreaterThanOrEqual(1)
    expect(pages, prefix || '/').toBeLessThanOrEqual(2)
    // Nothing but the sheet: the way back and the print button are for the screen.
    await expect(page.getByRole('link', { name: /Back to the product page|العودة/ })).toBeHidden()
  }
})

for (const { locale, prefix, dir } of languages) {
  test(`the manufacturer's phone and e-mail on the ${locale} sheet line up with the address, reading left to right`, async ({ page }) => {
    await page.goto(`${prefix}/products/${product.slug}/sheet`)
    const address = page.getByRole('main').locator('address')
    const edge: 'left' | 'right' = dir === 'rtl' ? 'right' : 'left'
    // Where the text itself is drawn, not its box: a box stretched across the grid says nothing.
    const edgeOf = (locator: Locator) =>
      locator.evaluate((element, side) => {
        const text = document.createRange()
        text.selectNodeContents(element)
        return text.getBoundingClientRect()[side]
      }, edge)
    const start = await address.evaluate((element, side) => element.getBoundingClientRect()[side], edge)
    for (const text of [contactUs.phone, contactUs.email]) {
      const item = address.getByText(text, { exact: true })
      expect(Math.abs((await edgeOf(item)) - start), `${text}: its ${edge} edge`).toBeLessThanOrEqual(1)
      // The number and the e-mail keep their own order: +964 on the left, as it is dialled.
      await expect(item).toHaveCSS('direction', 'ltr')
    }
  })
}

test("printed, the sheet's headings step down: the food information's heading is larger than the ones under it", async ({ page }) => {
  for (const { locale, prefix } of languages) {
    await page.goto(`${prefix}/products/${product.slug}/sheet`)
    for (const media of ['screen', 'print'] as const) {
      await page.emulateMedia({ media })
      const size = (locator: Locator) => locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))
      const sheet = page.getByRole('main')
      const foodHeading = await size(sheet.locator('#food-information'))
      const below = sheet.locator('section[aria-labelledby="food-information"] h3')
      expect(await below.count()).toBeGreaterThan(0)
      for (const heading of await below.all()) {
        expect(foodHeading, `${locale} ${media}: h2 against "${await heading.textContent()}"`).toBeGreaterThan(await size(heading))
      }
      // Every part's heading (codes, pack sizes, manufacturer) the same size as the food information's.
      for (const heading of await sheet.getByRole('heading', { level: 2 }).all()) {
        if (media === 'print') expect(await size(heading), `${locale} print: "${await heading.textContent()}"`).toBe(foodHeading)
      }
    }
  }
})
