import { expect, test } from '@playwright/test'

import { type FreshServer, startFreshServer } from './helpers/freshServer'

/**
 * The limits at their real values, on a server of their own (the shared test server raises
 * them: every test signs in from 127.0.0.1). As behind the nginx of deploy/, the client is
 * named by X-Forwarded-For, so one test can be several visitors.
 */
let server: FreshServer
// The first request waits while the new server migrates its database.
test.describe.configure({ timeout: 120_000 })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startFreshServer('limits', { env: { TRUSTED_PROXY_HOPS: '1', LOG_FORMAT: 'json' } })
})
test.afterAll(async () => server?.stop())

const from = (address: string) => ({ 'content-type': 'application/json', 'x-forwarded-for': address })

test('wrong passwords lock one address out of the account, not the administrator elsewhere', async ({ request }) => {
  const signIn = (address: string, password: string) =>
    request.post(`${server.url}/api/users/login`, { headers: from(address), data: { email: server.email, password } })
  for (let guess = 1; guess <= 5; guess++) expect((await signIn('198.51.100.1', `wrong-guess-${guess}`)).status()).toBe(401)
  const locked = await signIn('198.51.100.1', server.password)
  expect(locked.status()).toBe(429)
  expect(Number(locked.headers()['retry-after'])).toBeGreaterThan(800)
  expect((await locked.json()).errors[0].message).toMatch(/^Too many attempts from your address\. Try again in 1[45] minutes\.$/)
  // The administrator, from their own address, is not locked out.
  const admitted = await signIn('203.0.113.5', server.password)
  expect(admitted.status()).toBe(200)

  // Each request is one JSON line in the log, found by the id the answer carries; no password.
  const id = locked.headers()['x-request-id']
  expect(id).toMatch(/^[\w-]{8,}$/)
  const line = server
    .output()
    .split('\n')
    .find((text) => text.includes(`"id":"${id}"`))
  expect(JSON.parse(line ?? '{}')).toMatchObject({ msg: 'request', method: 'POST', path: '/api/users/login', status: 429 })
  expect(server.output()).not.toContain(server.password)
  expect(server.output()).not.toContain('wrong-guess-1')
})

test('one address gets ten sign-ins, five reset e-mails and ten reset tries, then 429 with Retry-After', async ({ request }) => {
  const post = (path: string, address: string, data: object) =>
    request.post(`${server.url}/api/users/${path}`, { headers: from(address), data })
  for (let i = 0; i < 10; i++)
    expect((await post('login', '198.51.100.2', { email: `nobody-${i}@e2e.example`, password: 'x' })).status()).toBe(401)
  expect((await post('login', '198.51.100.2', { email: 'nobody@e2e.example', password: 'x' })).status()).toBe(429)
  for (let i = 0; i < 5; i++) expect((await post('forgot-password', '198.51.100.3', { email: server.email })).status()).toBe(200)
  const mail = await post('forgot-password', '198.51.100.3', { email: server.email })
  expect(mail.status()).toBe(429)
  expect(mail.headers()['retry-after']).toMatch(/^\d+$/)
  for (let i = 0; i < 10; i++)
    expect((await post('reset-password', '198.51.100.4', { token: `guess-${i}`, password: 'a-long-new-password' })).status()).toBe(403)
  expect((await post('reset-password', '198.51.100.4', { token: 'guess', password: 'a-long-new-password' })).status()).toBe(429)
})

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
