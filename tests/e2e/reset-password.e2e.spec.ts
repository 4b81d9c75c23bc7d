import { expect, test } from '@playwright/test'

import { createAccount } from './helpers/admin'
import { emailsTo, waitForEmailTo } from './helpers/outbox'

const sentMessage = 'Please check your email (check your spam folder if it is not in your inbox).'

test('a malformed address is refused with "Email not valid"', async ({ page }) => {
  await page.goto('/ResetPassword')
  await page.getByLabel('E-mail').fill('someone@')
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByText('Email not valid')).toBeVisible()
  await expect(page.getByText(sentMessage)).toBeHidden()
})

test('an unknown address gets the same answer as a known one, and no e-mail', async ({ page, request }) => {
  const account = await createAccount(request, 'known')
  const unknown = `nobody-${Date.now()}@e2e.example`
  for (const email of [account.email, unknown]) {
    await page.goto('/ResetPassword')
    await page.getByLabel('E-mail').fill(email)
    await page.getByRole('button', { name: 'Send the link' }).click()
    await expect(page.getByRole('status').filter({ hasText: sentMessage })).toBeVisible()
  }
  await waitForEmailTo(account.email)
  expect(emailsTo(unknown)).toHaveLength(0)
})

test('the whole reset in Arabic: e-mail in Arabic, new password, signed in, the link works once', async ({ page, request, browser }) => {
  const account = await createAccount(request, 'reset')
  const newPassword = 'a-brand-new-password-2026'

  await page.goto('/ar/ResetPassword')
  await page.getByLabel('البريد الإلكتروني').fill(account.email)
  await page.getByRole('button', { name: 'أرسل الرابط' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'يرجى التحقق من بريدك الإلكتروني' })).toBeVisible()

  const email = await waitForEmailTo(account.email)
  expect(email.subject).toContain('اختر كلمة مرور جديدة')
  expect(email.html).toContain('dir="rtl"')
  const link = /href="([^"]+)"/.exec(email.html)![1]
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/ar\/ResetPassword\/[0-9a-f]+$/)

  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('اختر كلمة مرور جديدة')
  await expect(page.getByText('من 12 حرفًا على الأقل')).toBeVisible()
  await page.getByLabel('كلمة المرور الجديدة', { exact: true }).fill(newPassword)
  await page.getByLabel('أعد كتابة كلمة المرور الجديدة').fill('something-else-entirely')
  await page.getByRole('button', { name: 'احفظ كلمة المرور الجديدة' }).click()
  await expect(page.getByText('كلمتا المرور غير متطابقتين.')).toBeVisible()
  await page.getByLabel('أعد كتابة كلمة المرور الجديدة').fill(newPassword)
  await page.getByRole('button', { name: 'احفظ كلمة المرور الجديدة' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('heading', { name: 'Welcome Dear Admin' })).toBeVisible()

  // Used once, the link is spent.
  await page.goto(link)
  await expect(page.getByRole('main').getByRole('alert')).toContainText('انتهت صلاحية هذا الرابط أو سبق استخدامه')

  // The new password opens the admin; the old one no longer does.
  const other = await browser.newContext()
  const login = await other.newPage()
  await login.goto('/login')
  await login.getByLabel('E-mail').fill(account.email)
  await login.getByLabel('Password').fill(account.password)
  await login.getByRole('button', { name: 'Sign in' }).click()
  await expect(login.getByRole('main').getByRole('alert')).toContainText('not correct')
  await login.getByLabel('Password').fill(newPassword)
  await login.getByRole('button', { name: 'Sign in' }).click()
  await expect(login).toHaveURL(/\/admin\/?$/)
  await other.close()
})

test('a made-up reset link says it has expired and offers a new one', async ({ page }) => {
  await page.goto('/ResetPassword/0123456789abcdef0123456789abcdef01234567')
  await expect(page.getByRole('main').getByRole('alert')).toContainText('This link has expired or was already used.')
  await page.getByRole('link', { name: 'Ask for a new link' }).click()
  await expect(page).toHaveURL(/\/ResetPassword$/)
})

test('one account gets one reset e-mail in 15 s, however many times and from wherever it is asked', async ({ page, request }) => {
  const account = await createAccount(request, 'interval')
  // Through the REST API, then the site's form: the same answer each time.
  for (const address of ['198.51.100.21', '198.51.100.22']) {
    const asked = await request.post('/api/users/forgot-password', {
      headers: { 'x-forwarded-for': address },
      data: { email: account.email.toUpperCase() },
    })
    expect(asked.status()).toBe(200)
    expect(await asked.json()).toEqual({ message: 'Success' })
  }
  await page.goto('/ResetPassword')
  await page.getByLabel('E-mail').fill(account.email)
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByRole('status').filter({ hasText: sentMessage })).toBeVisible()
  await waitForEmailTo(account.email)
  // The form's e-mail would be sent just after its answer: give it the time to show up if it were.
  await page.waitForTimeout(1500)
  expect(emailsTo(account.email)).toHaveLength(1)
})
