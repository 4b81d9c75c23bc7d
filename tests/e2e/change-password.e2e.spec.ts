import { expect, test } from '@playwright/test'

import { createAccount, signIn } from './helpers/admin'

test('an administrator changes their password: other sessions end, the new password works and the old does not', async ({
  page,
  browser,
  request,
}) => {
  // Three browsers sign in and the admin is loaded five times: slow while the other worker starts servers of its own.
  test.setTimeout(120_000)
  const account = await createAccount(request, 'change')
  const newPassword = 'my-changed-password-2026'

  // A second browser signed in to the same account, to see it signed out.
  const elsewhere = await browser.newContext()
  const otherPage = await elsewhere.newPage()
  await signIn(otherPage, account.email, account.password)

  await signIn(page, account.email, account.password)
  await page.getByRole('navigation').getByRole('link', { name: 'Change password' }).click()
  await expect(page).toHaveURL(/\/admin\/ChangePassword$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change password')

  await page.getByLabel('Current password').fill('not-my-password')
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('New password again').fill(newPassword)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('The current password is not correct.')).toBeVisible()
  // What was typed stays.
  await expect(page.getByLabel('New password again')).toHaveValue(newPassword)

  await page.getByLabel('Current password').fill(account.password)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Password changed successfully' })).toBeVisible()

  // This session goes on; the other one is over.
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/?$/)
  await otherPage.goto('/admin/collections/products')
  await expect(otherPage).toHaveURL(/\/login\?redirect=/)
  await elsewhere.close()

  const fresh = await browser.newContext()
  const login = await fresh.newPage()
  await login.goto('/login')
  await login.getByLabel('E-mail').fill(account.email)
  await login.getByLabel('Password').fill(account.password)
  await login.getByRole('button', { name: 'Sign in' }).click()
  await expect(login.getByRole('main').getByRole('alert')).toContainText('not correct')
  await login.getByLabel('Password').fill(newPassword)
  await login.getByRole('button', { name: 'Sign in' }).click()
  await expect(login).toHaveURL(/\/admin\/?$/)
  await fresh.close()
})
