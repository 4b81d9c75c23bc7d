import { expect, test } from '@playwright/test'

import { type FreshServer, startFreshServer } from './helpers/freshServer'

/**
 * What a visitor sees of the limits at their real values, on a server of their own (the
 * shared test server raises them: every test signs in from 127.0.0.1). As behind the nginx
 * of deploy/, the client is named by X-Forwarded-For, so one test can be several visitors.
 * The REST API's answers to the same limits: tests/int/signInLimits.int.spec.ts.
 */
let server: FreshServer
// The first request waits while the new server migrates its database.
test.describe.configure({ timeout: 120_000 })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startFreshServer('limits', { env: { TRUSTED_PROXY_HOPS: '1' } })
})
test.afterAll(async () => server?.stop())

test('the sign-in page says in the visitor’s language that this connection must wait', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.5' } })
  const page = await context.newPage()
  for (let guess = 1; guess <= 5; guess++) {
    await page.goto(`${server.url}/ar/login`)
    await page.getByLabel('البريد الإلكتروني', { exact: true }).fill(server.email)
    await page.getByLabel('كلمة المرور', { exact: true }).fill(`wrong-guess-${guess}`)
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click()
    await expect(
      page.getByText(guess < 5 ? 'البريد الإلكتروني أو كلمة المرور غير صحيحة' : 'أُوقف تسجيل الدخول إلى هذا الحساب من هنا مؤقتًا'),
    ).toBeVisible()
  }
  await context.close()
})

test('a visitor who searches too often gets a page in their language saying when to search again', async ({ request }) => {
  const search = (i: number) => request.get(`${server.url}/ckb/products?q=chips-${i}`, { headers: { 'x-forwarded-for': '198.51.100.6' } })
  for (let i = 0; i < 60; i++) expect((await search(i)).status()).toBe(200)
  const refused = await search(60)
  expect(refused.status()).toBe(429)
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
  const body = await refused.text()
  expect(body).toContain('<html lang="ckb" dir="rtl">')
  expect(body).toContain('لە ماوەیەکی کورتدا زۆر گەڕایت')
  // Another visitor still searches.
  expect((await request.get(`${server.url}/ckb/products?q=chips`, { headers: { 'x-forwarded-for': '203.0.113.6' } })).status()).toBe(200)
})
