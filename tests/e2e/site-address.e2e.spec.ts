import http from 'node:http'

import { expect, test } from '@playwright/test'

import { baseURL } from '../../playwright.config'
import { adminToken, createAccount } from './helpers/admin'
import { startFreshServer } from './helpers/freshServer'

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

/** A GET to the server at 127.0.0.1 with the Host header a browser would send for `host`. */
function getAs(port: number, host: string, path: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { Host: host } }, (response) => {
        response.resume()
        resolve({ status: response.statusCode ?? 0, location: response.headers.location })
      })
      .on('error', reject)
  })
}

test('a site with a public address redirects every other host name to it', async () => {
  test.setTimeout(180_000)
  const server = await startFreshServer('address', { siteUrl: (port) => `http://site.test:${port}` })
  try {
    const port = Number(new URL(server.url).port)
    const site = `site.test:${port}`
    expect(await getAs(port, site, '/ar/login')).toMatchObject({ status: 200 })
    expect(await getAs(port, `127.0.0.1:${port}`, '/ar/products?q=chips')).toEqual({
      status: 308,
      location: `http://${site}/ar/products?q=chips`,
    })
    // The admin too: at another address its saves would be refused.
    expect(await getAs(port, `203.0.113.7:${port}`, '/admin')).toEqual({ status: 308, location: `http://${site}/admin` })
  } finally {
    await server.stop()
  }
})
