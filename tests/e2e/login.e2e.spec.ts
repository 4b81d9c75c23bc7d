import { expect, test } from '@playwright/test'

import { SIGNED_IN_HINT } from '@/lib/auth/signedInHint'

import { adminEmail, createAccount, signIn } from './helpers/admin'

test('each sign-in field says what is missing or wrong, in the page language', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Enter your e-mail address.')).toBeVisible()
  await expect(page.getByText('Enter your password.')).toBeVisible()
  await expect(page.getByLabel('E-mail')).toBeFocused()

  await page.getByLabel('E-mail').fill('not-an-address')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('This is not an e-mail address. Write it like name@example.com.')).toBeVisible()

  await page.goto('/ckb/login')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await page.getByRole('button', { name: 'چوونەژوورەوە' }).click()
  await expect(page.getByText('ئیمەیڵەکەت بنووسە.')).toBeVisible()
  await expect(page.getByText('وشەی نهێنییەکەت بنووسە.')).toBeVisible()
})

test('the forgotten-password link leads to the reset page', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('link', { name: 'Forget Password ?' }).click()
  await expect(page).toHaveURL(/\/ResetPassword$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password')
})

test('a wrong password gets a clear message and keeps the e-mail address', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('E-mail').fill(adminEmail())
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('The e-mail address or the password is not correct. Please try again.')
  await expect(page.getByLabel('E-mail')).toHaveValue(adminEmail())
  await expect(page).toHaveURL(/\/login$/)
})

test('after five wrong passwords signing in to the account from this connection is paused, and the page says for how long', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'locked')
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.goto('/login')
    await page.getByLabel('E-mail').fill(account.email)
    await page.getByLabel('Password').fill(`wrong-${attempt}`)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible()
  }
  await expect(page.getByRole('main').getByRole('alert')).toContainText(/paused here\. Try again in 1[45] minutes\./)
  // Even the right password waits for the lock to end.
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Try again in')
})

for (const path of ['/admin', '/admin/collections/products/create', '/admin/products/add', '/admin/ChangePassword', '/admin/login']) {
  test(`signed out, ${path} leads to the sign-in page`, async ({ page }) => {
    await page.goto(path)
    await expect(page).toHaveURL(/\/login(\?|$)/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in')
  })
}

test('signing in returns to the admin page that asked for it, and signing out from the site ends the session', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'returns')
  await page.goto('/admin/collections/news')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fcollections%2Fnews/)
  await page.getByLabel('E-mail').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  // As in signIn (helpers/admin.ts): the admin's first load is slow while the other worker starts servers.
  await expect(page).toHaveURL(/\/admin\/collections\/news/, { timeout: 30_000 })

  await page.goto('/')
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeHidden()
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/login/)
})

test('only a browser that signed in asks who is signed in: a visitor’s cached page costs the application no request', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const asked: string[] = []
  // The admin asks for itself, and its question can still leave once the site's page is
  // being opened: only the site's pages' questions are counted, by the page that asked.
  page.on('request', (sent) => {
    const from = new URL(sent.headers()['referer'] ?? sent.frame().url(), 'http://site.invalid').pathname
    if (new URL(sent.url()).pathname === '/api/users/me' && !from.startsWith('/admin')) asked.push(new URL(sent.url()).pathname)
  })
  const hint = async () => (await context.cookies()).find((cookie) => cookie.name === SIGNED_IN_HINT)
  // The header asks as it hydrates: once the network rests, the question has been asked or not.
  const openAsVisitor = async () => {
    await page.goto('/')
    await page.waitForLoadState('networkidle')
  }

  await openAsVisitor()
  expect(asked).toEqual([])

  const account = await createAccount(request, 'signed-in-hint')
  await signIn(page, account.email, account.password)
  expect(await hint()).toMatchObject({ value: '1', httpOnly: false, sameSite: 'Lax' })
  asked.length = 0
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible()
  expect(asked).toEqual(['/api/users/me'])

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeHidden()
  expect(await hint()).toBeUndefined()
  await openAsVisitor()
  expect(asked).toHaveLength(1)

  // A hint whose session has ended is asked about once, then removed.
  await context.addCookies([{ name: SIGNED_IN_HINT, value: '1', url: baseURL! }])
  await page.goto('/')
  await expect.poll(hint).toBeUndefined()
  expect(asked).toHaveLength(2)
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeHidden()
})

test('a sign-in link cannot send the administrator to another site', async ({ page, request }) => {
  const account = await createAccount(request, 'no-open-redirect')
  await page.goto('/login?redirect=https://evil.example/admin')
  await page.getByLabel('E-mail').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin\/?$/)
})

test('an invalid session cookie counts as signed out', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'payload-token', value: 'not-a-real-token', url: baseURL! }])
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/login/)
})

test('signing in works without JavaScript', async ({ browser, request }) => {
  const account = await createAccount(request, 'no-javascript')
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/login?redirect=/admin/collections/recipes')
  await page.getByLabel('E-mail').fill('nobody')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('This is not an e-mail address. Write it like name@example.com.')).toBeVisible()
  await page.getByLabel('E-mail').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/recipes/)
  await context.close()
})
