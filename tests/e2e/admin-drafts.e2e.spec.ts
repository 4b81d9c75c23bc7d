import { expect, test } from '@playwright/test'

import { signInAsNewAdmin } from './helpers/admin'
import { apiAuth, firstDoc } from './helpers/api'
import { untilFormChecked } from './helpers/adminForms'

/**
 * Drafts in the admin. In the "content edits" project: the dashboard's test counts drafts
 * and lists the newest edit, which these would change while it runs.
 */
test('a draft saves unfinished; publishing asks for what is missing', async ({ page, request }) => {
  const title = `E2E Unfinished Crisps ${Date.now()}`
  await signInAsNewAdmin(page, request, 'unfinished-draft')
  await page.goto('/admin/collections/products/create')
  await page.locator('#field-title').fill(title)
  // No category yet: the editor has not decided.
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/products\/\d+/)
  await expect(page.getByText('Draft', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.locator('#field-category').locator('xpath=ancestor::*[contains(@class,"field-type")][1]')).toContainText(/required/i)
  const response = await request.get(`/api/products?where[title][equals]=${encodeURIComponent(title)}&draft=true`)
  // Still a draft, and visitors cannot see it.
  expect(((await response.json()) as { totalDocs: number }).totalDocs).toBe(0)
})

/** Payload's locale menu used to reload the form in the other language and drop what was typed. */
test('switching language with unsaved typing asks first, and can keep it as a draft', async ({ page, request }) => {
  const headers = await apiAuth(request)
  const category = await firstDoc(request, 'categories')
  // A draft: visitors' lists, which other tests count, never show it.
  const created = await request.post('/api/products?draft=true', {
    headers,
    data: { title: `E2E Locale Switch ${Date.now()}`, category: category.id, _status: 'draft' },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }

  await signInAsNewAdmin(page, request, 'locale-switch')
  await page.goto(`/admin/collections/products/${doc.id}?locale=ar`)
  const arabicTitle = `رقائق تجريبية ${Date.now()}`
  await page.locator('#field-title').fill(arabicTitle)

  const chooseLanguage = async (name: string) => {
    await page.locator('.localizer').getByRole('button').first().click()
    await page.locator('.popup-button-list__button').filter({ hasText: name }).click()
  }

  // Asked, and "Keep editing" keeps the text where it was.
  await chooseLanguage('کوردی')
  const dialog = page.getByRole('dialog').filter({ hasText: 'Your changes are not saved yet' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('العربية')
  await dialog.getByRole('button', { name: 'Keep editing' }).click()
  await expect(page).toHaveURL(/locale=ar/)
  await expect(page.locator('#field-title')).toHaveValue(arabicTitle)

  // Saved as a draft, then switched.
  await chooseLanguage('کوردی')
  await dialog.getByRole('button', { name: 'Save draft and switch' }).click()
  await expect(page).toHaveURL(/locale=ckb/)
  await page.goto(`/admin/collections/products/${doc.id}?locale=ar`)
  await expect(page.locator('#field-title')).toHaveValue(arabicTitle)

  // Without changes the menu switches at once.
  await chooseLanguage('English')
  await expect(page).toHaveURL(/locale=en/)
  await expect(dialog).toBeHidden()
})

/**
 * Payload reopened "Create New" in the last language chosen, whose empty title then failed
 * to publish; and "Save draft and switch" on a new item showed an empty form at `/create`.
 */
test('a new item opens in English, and its typing is kept when the language is switched', async ({ page, request }) => {
  await signInAsNewAdmin(page, request, 'new-in-english')
  await page.goto('/admin/collections/news/create?locale=ckb')
  await expect(page).toHaveURL(/locale=en/)
  await expect(page.getByText('A new item is written in English first.')).toBeVisible()
  // The form is made again in English after the switch from Kurdish: typing before it has
  // settled can be lost (seen once in CI, under load, as a draft saved without its title).
  await untilFormChecked(page)

  const title = `E2E Written In English ${Date.now()}`
  await page.locator('#field-title').fill(title)
  await untilFormChecked(page)
  await expect(page.locator('#field-title')).toHaveValue(title)
  await page.locator('.localizer').getByRole('button').first().click()
  await page.locator('.popup-button-list__button').filter({ hasText: 'العربية' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Save draft and switch' }).click()

  // At the saved draft's own address, in Arabic, with the English title shown as the original.
  await expect(page).toHaveURL(/\/admin\/collections\/news\/\d+\?.*locale=ar/)
  await expect(page.getByText(title).first()).toBeVisible()
  const headers = await apiAuth(request)
  const saved = await request.get(`/api/news?where[title][equals]=${encodeURIComponent(title)}&draft=true&locale=en`, { headers })
  const { docs } = (await saved.json()) as { docs: { id: number }[] }
  expect(docs).toHaveLength(1)
  expect((await request.delete(`/api/news/${docs[0].id}`, { headers })).status()).toBe(200)
})
