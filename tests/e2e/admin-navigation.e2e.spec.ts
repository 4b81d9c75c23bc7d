import { expect, type Page, test } from '@playwright/test'

import { createAccount, signIn, signInAsNewAdmin, untilAdminHydrated } from './helpers/admin'

/** Payload's admin frame: `--nav-open` while the side menu is open. */
const frame = (page: Page) => page.locator('.template-default')

test('the side menu is open on a desktop screen on the first visit, and folded on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInAsNewAdmin(page, request, 'menu-desktop')
  // Payload closes the menu below 1440 px once the page has settled: look after that.
  await untilAdminHydrated(page)
  await expect(frame(page)).toHaveClass(/template-default--nav-open/)
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Products', exact: true })).toBeInViewport()

  // Another page, opened afresh, keeps it open.
  await page.goto('/admin/collections/products')
  await untilAdminHydrated(page)
  await expect(frame(page)).toHaveClass(/template-default--nav-open/)

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/admin')
  await untilAdminHydrated(page)
  await expect(frame(page)).not.toHaveClass(/template-default--nav-open/)
})

test('signing out leads to the sign-in page, which says so', async ({ page, request }) => {
  await signInAsNewAdmin(page, request, 'sign-out')
  await page.locator('.nav__log-out').click()
  await expect(page).toHaveURL(/\/login\?signedOut=1$/)
  await expect(page.getByRole('status')).toHaveText('You have signed out.')
  // Signed out for real: the admin asks to sign in again.
  await page.goto('/admin/collections/products')
  await expect(page).toHaveURL(/\/login\?redirect=/)
})

test('an editor using the admin in Arabic signs out to the Arabic sign-in page', async ({ page, context, request, baseURL }) => {
  const account = await createAccount(request, 'sign-out-ar')
  await context.addCookies([{ name: 'payload-lng', value: 'ar', url: baseURL! }])
  await signIn(page, account.email, account.password)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await page.locator('.nav__log-out').click()
  await expect(page).toHaveURL(/\/ar\/login\?signedOut=1$/)
  await expect(page.getByRole('status')).toHaveText('لقد سجّلت الخروج.')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول')
})

test('a password is changed in one place only, the screen that asks for the current one', async ({ page, request }) => {
  const account = await signInAsNewAdmin(page, request, 'one-password-path')
  await page.goto('/admin/account')
  await expect(page.locator('#field-email')).toHaveValue(account.email)
  // Payload's own button, which sets a new password without the current one, is gone.
  await expect(page.getByRole('button', { name: /change password/i })).toHaveCount(0)
  await expect(page.locator('#field-password')).toHaveCount(0)
  await page.getByRole('main').getByRole('link', { name: 'Change password' }).click()
  await expect(page).toHaveURL(/\/admin\/ChangePassword$/)
  await expect(page.getByLabel('Current password')).toBeVisible()

  // Another administrator's account offers neither.
  const other = await createAccount(request, 'someone-else')
  await page.goto(`/admin/collections/users/${other.id}`)
  await expect(page.locator('#field-email')).toHaveValue(other.email)
  await expect(page.getByRole('button', { name: /change password/i })).toHaveCount(0)
  await expect(page.getByRole('main').getByRole('link', { name: 'Change password' })).toHaveCount(0)
})
