import { expect, test } from '@playwright/test'

import { baseURL } from '../../playwright.config'
import { adminToken, createAccount } from './helpers/admin'

// Every other host name is redirected to the public address on the site's own server:
// tests/unit/canonicalHost.spec.ts. Here, the running site's other name, in a browser.
test('on one’s own computer the other name leads to the site’s, where the admin works whole', async ({ page, request }) => {
  // The shared server's SITE_URL is http://127.0.0.1:…; a newcomer may open `localhost`.
  // Payload builds the admin's addresses from SITE_URL: at the other name its pictures were
  // blocked by the Content-Security-Policy and "Unpublish" failed.
  const other = baseURL.replace('127.0.0.1', 'localhost')
  const blocked: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text())
  })
  const account = await createAccount(request, 'other-name')
  await page.goto(`${other}/login`)
  await expect(page).toHaveURL(`${baseURL}/login`)
  await page.getByLabel('E-mail').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(`${baseURL}/admin`)

  await page.goto(`${other}/admin/collections/users/${account.id}`)
  await expect(page).toHaveURL(`${baseURL}/admin/collections/users/${account.id}`)
  await page.locator('#field-name').fill('Saved after the other name')
  const save = page.getByRole('button', { name: 'Save', exact: true })
  await expect(save).toBeEnabled()
  await save.click()
  await expect(page.getByText('Updated successfully.')).toBeVisible()
  const saved = (await (await request.get(`/api/users/${account.id}`, { headers: { Authorization: `JWT ${adminToken()}` } })).json()) as {
    name: string
  }
  expect(saved.name).toBe('Saved after the other name')

  await page.goto(`${other}/admin/collections/media`)
  const thumbnail = page.locator('table img').first()
  await expect(thumbnail).toBeVisible()
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
  expect(blocked).toEqual([])
})
