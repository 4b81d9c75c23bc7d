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
  // Sent to English by the server, before there is a form to type in.
  await expect(page).toHaveURL(/\/news\/create\?locale=en$/)
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

/**
 * An editor who had been translating into Kurdish opened Create: the form opened in Kurdish,
 * switched to English after the first Save Draft, and the title typed was gone (a draft
 * headed "7"). Payload opens Create in the language chosen last, which it keeps per account.
 */
test('after working in Kurdish, Create opens in English and the title typed is saved', async ({ page, request }) => {
  const headers = await apiAuth(request)
  const news = await firstDoc(request, 'news')
  await signInAsNewAdmin(page, request, 'create-after-kurdish')
  await page.goto(`/admin/collections/news/${news.id}?locale=ckb`)
  await untilFormChecked(page)
  await expect(page.locator('.localizer')).toContainText('کوردی')

  // No language in the address: Payload's remembered one (Kurdish) would be used. The server
  // answers with a redirect to the English address (a 307, or in the page's stream once Next
  // has begun sending it), without a Kurdish title field to type into first.
  const answer = await page.evaluate(async () => {
    const response = await fetch('/admin/collections/news/create', { redirect: 'manual' })
    return response.type === 'opaqueredirect' ? null : await response.text()
  })
  if (answer !== null) {
    expect(answer).toContain('NEXT_REDIRECT;replace;/admin/collections/news/create?locale=en;')
    expect(answer).not.toContain('id="field-title"')
  }
  await page.goto('/admin/collections/news/create')
  await expect(page).toHaveURL(/\/news\/create\?locale=en$/)
  await untilFormChecked(page)
  const label = page.locator('label[for="field-title"]')
  await expect(label).toContainText('English')
  await expect(label.locator('.required')).toBeVisible()

  const title = `E2E Begun After Kurdish ${Date.now()}`
  await page.locator('#field-title').fill(title)
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/news\/\d+/)
  await expect(page.locator('#field-title')).toHaveValue(title)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)

  const id = /\/news\/(\d+)/.exec(page.url())![1]
  const stored = (await (await request.get(`/api/news/${id}?draft=true&locale=en&depth=0`, { headers })).json()) as { title: string }
  expect(stored.title).toBe(title)
  expect((await request.delete(`/api/news/${id}`, { headers })).status()).toBe(200)
})

/**
 * Payload's schedule window opened on Unpublish for a draft never published, with no time
 * zone ("Select a value"): saved as it opened, it scheduled an unpublish, in no zone.
 */
test('scheduling a new draft starts on Publish, in Baghdad time, and lists what was scheduled', async ({ page, request }) => {
  const headers = await apiAuth(request)
  const title = `E2E Scheduled Draft ${Date.now()}`
  const created = await request.post('/api/news?draft=true', { headers, data: { title, _status: 'draft' } })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }

  await signInAsNewAdmin(page, request, 'schedule-default')
  await page.goto(`/admin/collections/news/${doc.id}`)
  await untilFormChecked(page)
  await page.locator('#action-save-popup button').click()
  await page.locator('#schedule-publish').click()
  const drawer = page.locator('.schedule-publish')
  await expect(drawer.getByRole('heading', { name: `Schedule publish for ${title}` })).toBeVisible()
  await expect(drawer.locator(`#field-schedule-publish-${doc.id}-type-publish`)).toBeChecked()
  await expect(drawer.locator(`#field-schedule-publish-${doc.id}-type-unpublish`)).not.toBeChecked()
  await expect(drawer.locator('.timezone-picker')).toContainText('Baghdad (Iraq)')

  const day = new Date(Date.now() + 3 * 24 * 3600_000)
  const typed = `${day.toLocaleString('en-US', { month: 'short' })} ${day.getDate()}, ${day.getFullYear()} 10:00 PM`
  await drawer.locator('.date-time-picker input').fill(typed)
  await drawer.locator('.date-time-picker input').press('Enter')
  await drawer.locator('#scheduled-publish-save').click()
  await expect(page.getByText('Scheduled successfully.')).toBeVisible()
  // The event as saved: Publish, at 22:00 on the admin's 24-hour clock, in Baghdad's zone.
  const event = drawer.locator('.schedule-publish__upcoming tbody tr').first()
  await expect(event).toContainText('Publish')
  await expect(event).toContainText(`${day.getDate()} ${day.toLocaleString('en-GB', { month: 'short' })} ${day.getFullYear()}, 22:00`)
  await expect(event).toContainText('Baghdad (Iraq)')
  expect((await request.delete(`/api/news/${doc.id}`, { headers })).status()).toBe(200)
})
