import { expect, test } from '@playwright/test'

import { signInAsNewAdmin } from './helpers/admin'
import { apiAuth, firstDoc } from './helpers/api'

/**
 * Restoring one language of an earlier version from the admin's version view. The product
 * is the test's own and is deleted at the end: the demo content other tests count is untouched.
 */
test('an earlier version names the languages a restore changes, and restores the Arabic alone', async ({ page, request }) => {
  const headers = await apiAuth(request)
  const category = await firstDoc(request, 'categories')
  const stamp = `${Date.now()}`
  const english = `E2E Restore Crisps ${stamp}`
  const firstArabic = `مقرمشات ${stamp}`
  const kurdish = `چیپس ${stamp}`

  const created = await request.post('/api/products', { headers, data: { title: english, category: category.id, _status: 'published' } })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; slug: string } }
  try {
    const save = async (locale: string, title: string) => {
      const response = await request.patch(`/api/products/${doc.id}?locale=${locale}`, { headers, data: { title, _status: 'published' } })
      expect(response.status()).toBe(200)
    }
    await save('ar', firstArabic)
    await save('ckb', kurdish)
    await save('ar', `خطأ ${stamp}`)
    const versions = (await (
      await request.get(`/api/products/versions?where[parent][equals]=${doc.id}&sort=createdAt&depth=0`, { headers })
    ).json()) as { docs: { id: number }[] }
    // The second version: English and the first Arabic, no Kurdish yet.
    const early = versions.docs[1]

    await signInAsNewAdmin(page, request, 'restore-language')
    await page.goto(`/admin/collections/products/${doc.id}`)
    await page.getByRole('link', { name: 'Versions' }).click()

    // The history: each save to the second, who saved it (the API account is named "api"),
    // the languages it changed and which one the site shows, the newest first.
    const history = page.getByRole('table', { name: /Every saved version, the newest first/ })
    const rows = history.locator('tbody tr')
    await expect(rows).toHaveCount(4)
    await expect(history.getByRole('columnheader')).toHaveText(['Saved', 'By', 'Text changed in', 'Status'])
    await expect(rows.nth(0).getByRole('cell')).toHaveText([
      /^\d{1,2} \w{3} \d{4}, \d\d:\d\d:\d\d$/,
      'api',
      'Arabic',
      'PublishedOn the website now',
    ])
    await expect(rows.nth(1).getByRole('cell').nth(2)).toHaveText('Kurdish')
    await expect(rows.nth(3).getByRole('cell').nth(2)).toHaveText('First version, written in English')
    await expect(rows.nth(3).getByRole('cell').nth(3)).toHaveText('Published')

    await page.locator(`a[href$="/versions/${early.id}"]`).first().click()
    await expect(page).toHaveURL(new RegExp(`/versions/${early.id}`))

    // Above the comparison, before any button is pressed: what a full restore does to each language.
    const panel = page.getByRole('region', { name: 'What restoring this version changes' })
    await expect(panel).toBeVisible()
    await expect(panel.getByText('Restoring this whole version changes the Arabic text.')).toBeVisible()
    await expect(panel.getByText('The Kurdish text would be removed: this version has none.')).toBeVisible()
    await expect(panel.getByText('The English text is the same as now.')).toBeVisible()

    // Payload's own Restore dialog says that every language is restored.
    await page.getByRole('button', { name: 'Restore this version' }).click()
    await expect(page.getByText(/in every language: a language this version has no text in loses its text/)).toBeVisible()
    await page.getByRole('button', { name: 'Cancel' }).click()

    await page.getByRole('button', { name: 'Restore only the Arabic text' }).click()

    await expect(page.getByRole('heading', { name: 'Restore only the Arabic text?' })).toBeVisible()
    await expect(
      page.getByText(
        /The other languages’ text, the pictures and every other field stay as they are now\. It is shown on the website at once\./,
      ),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Restore the Arabic text' }).click()
    await expect(page.getByText('The Arabic text is restored.')).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/products/${doc.id}\\?locale=ar`))
    await expect(page.locator('#field-title')).toHaveValue(firstArabic)

    // The public pages: the Arabic is the restored one, the Kurdish and English are as they were.
    await page.goto(`/ar/products/${doc.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstArabic)
    await page.goto(`/ckb/products/${doc.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(kurdish)
    await page.goto(`/products/${doc.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english)
  } finally {
    await request.delete(`/api/products/${doc.id}`, { headers })
  }
})
