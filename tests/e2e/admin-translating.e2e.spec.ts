import { expect, type Page, test } from '@playwright/test'

import { signInAsNewAdmin } from './helpers/admin'
import { fieldBox } from './helpers/adminForms'
import { apiAuth, firstDoc } from './helpers/api'

/**
 * Translating in the admin. In the "content edits" project: it adds a draft, which the
 * dashboard's test would count.
 */

/** What the English version says, shown under a field of the form. */
const englishUnder = (page: Page, inputId: string) => fieldBox(page, inputId).getByTestId('english-original')

test('translating into Arabic or Kurdish shows the English text under each field; editing English does not', async ({ page, request }) => {
  const product = await firstDoc<{ id: number; title: string; slug: string }>(request, 'products')
  await signInAsNewAdmin(page, request, 'translating')

  await page.goto(`/admin/collections/products/${product.id}?locale=ar`)
  await expect(englishUnder(page, 'field-title')).toHaveText(`In English: ${product.title}`)
  await expect(englishUnder(page, 'field-title').locator('[lang="en"]')).toHaveText(product.title)
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

test('a document without a title in the form’s language is headed by its English title, not its number', async ({ page, request }) => {
  const headers = await apiAuth(request)
  const category = await firstDoc(request, 'categories')
  const title = `E2E English Only Crisps ${Date.now()}`
  const created = await request.post('/api/products?draft=true', { headers, data: { title, category: category.id, _status: 'draft' } })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    await signInAsNewAdmin(page, request, 'english-title')
    await page.goto(`/admin/collections/products/${doc.id}?locale=ckb`)
    await expect(page.locator('#field-title')).toHaveValue('')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.locator('.step-nav')).toContainText(title)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(String(doc.id))
  } finally {
    await request.delete(`/api/products/${doc.id}`, { headers })
  }
})
