import { expect, test } from '@playwright/test'

import { adminToken, signIn, untilAdminHydrated } from './helpers/admin'
import { firstDoc } from './helpers/api'

/**
 * What an editor meets in the admin: greeted by name, no "API" tab, and Payload's words for
 * software ("Locale:", "[Untitled]", "press '/' for commands") replaced by plain ones.
 * Reads only: the shared content is not changed.
 */
test('an editor is greeted by name and meets plain words, no API tab', async ({ page, request }) => {
  test.setTimeout(120_000)
  const email = `words-editor-${Date.now()}@e2e.example`
  const password = 'an-editor-password-1944'
  const made = await request.post('/api/users', {
    headers: { Authorization: `JWT ${adminToken()}` },
    data: { email, password, name: 'Rojin', role: 'editor' },
  })
  expect(made.status(), await made.text()).toBe(201)
  await signIn(page, email, password)
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Rojin' })).toBeVisible()

  const product = await firstDoc(request, 'products')
  await page.goto(`/admin/collections/products/${product.id}`)
  await untilAdminHydrated(page)
  const tabs = page.locator('.doc-tabs')
  await expect(tabs.getByText('Versions')).toBeVisible()
  await expect(tabs.getByText('API', { exact: true })).toHaveCount(0)
  await expect(page.locator('.localizer')).toContainText('Language:')
  await expect(page.getByText('Locale:')).toHaveCount(0)
  // The API view itself stays an administrator's: Payload's tab condition only hides the tab.

  await page.goto('/admin/collections/news/create')
  await untilAdminHydrated(page)
  await expect(page.getByText('Write the text here.')).toBeVisible()
  await expect(page.getByText(/for commands/)).toHaveCount(0)

  const refused = await page.goto('/admin/collections/users')
  expect(refused?.status()).toBe(404)
  await expect(page.getByText('This page cannot be opened')).toBeVisible()
  await expect(page.getByText('your account does not have access to it')).toBeVisible()
  await expect(page.getByText(/nothing to correspond/)).toHaveCount(0)
})

test('an administrator keeps the API tab', async ({ page, request }) => {
  const email = `words-admin-${Date.now()}@e2e.example`
  const password = 'an-admin-password-1944'
  const made = await request.post('/api/users', {
    headers: { Authorization: `JWT ${adminToken()}` },
    data: { email, password, name: 'Aram', role: 'admin' },
  })
  expect(made.status(), await made.text()).toBe(201)
  await signIn(page, email, password)
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Dear Admin' })).toBeVisible()
  const product = await firstDoc(request, 'products')
  await page.goto(`/admin/collections/products/${product.id}`)
  await untilAdminHydrated(page)
  await expect(page.locator('.doc-tabs').getByText('API', { exact: true })).toBeVisible()
})
