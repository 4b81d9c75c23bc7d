import { expect, test } from '@playwright/test'

import { products } from '../../scripts/seed/content/products'
import { contactUs } from '../../scripts/seed/content/pages'
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
