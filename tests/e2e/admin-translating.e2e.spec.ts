import { expect, type Page, test } from '@playwright/test'

import { signInAsNewAdmin } from './helpers/admin'
import { firstDoc } from './helpers/api'

/** What the English version says, shown under a field of the form. */
const englishUnder = (page: Page, inputId: string) =>
  page.locator('.field-type', { has: page.locator(`#${inputId}`) }).getByTestId('english-original')

test('translating into Arabic or Kurdish shows the English text under each field; editing English does not', async ({ page, request }) => {
  const product = await firstDoc<{ id: number; title: string; slug: string }>(request, 'products')
  await signInAsNewAdmin(page, request, 'translating')

  await page.goto(`/admin/collections/products/${product.id}?locale=ar`)
  await expect(englishUnder(page, 'field-title')).toHaveText(`In English: ${product.title}`)
  await expect(englishUnder(page, 'field-title').locator('span')).toHaveAttribute('lang', 'en')
  // The description is rich text: its words, without the markup.
  await expect(page.getByTestId('english-original').filter({ hasNotText: product.title }).first()).toContainText(/^In English: \w/)

  await page.goto(`/admin/collections/products/${product.id}?locale=ckb`)
  await expect(englishUnder(page, 'field-title')).toHaveText(`In English: ${product.title}`)

  await page.goto(`/admin/collections/products/${product.id}?locale=en`)
  await expect(page.locator('#field-title')).toHaveValue(product.title)
  await expect(page.getByTestId('english-original')).toHaveCount(0)

  // Settings too: the contact page's title.
  const contact = (await (await request.get('/api/globals/contact-us?locale=en')).json()) as { title: string }
  await page.goto('/admin/globals/contact-us?locale=ar')
  await expect(englishUnder(page, 'field-title')).toHaveText(`In English: ${contact.title}`)
})
