import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '@playwright/test'

export const adminEmail = () => process.env.E2E_ADMIN_EMAIL!

/** Signs in through the sign-in page and waits for the dashboard. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  // The dashboard's first load takes longest while the other worker starts servers of its own.
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
}

/**
 * Waits until Payload's admin frame has hydrated. Before that, a click can be lost: the
 * router rewrites a list's address, and an upload button opens no file chooser (both seen in CI).
 */
export async function untilAdminHydrated(page: Page): Promise<void> {
  await expect(page.locator('.template-default')).toHaveClass(/template-default--nav-hydrated/)
}

/** Whether the running test is one of the "content edits" project's, on its own server. */
export const onEditsServer = () => test.info().project.use.baseURL === process.env.E2E_EDITS_URL

/** The shared administrator's API token on the running test's server, signed in once by the global setup. */
export function adminToken(): string {
  const name = onEditsServer() ? 'E2E_EDITS_ADMIN_TOKEN' : 'E2E_ADMIN_TOKEN'
  const token = process.env[name]
  if (!token) throw new Error(`${name} is missing: the global setup signs the shared administrator in.`)
  return token
}

/** A new administrator account of the test's own, so tests never change each other's accounts. */
export async function createAccount(request: APIRequestContext, label: string, password = 'first-password-1944') {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.example`
  const response = await request.post('/api/users', {
    headers: { Authorization: `JWT ${adminToken()}` },
    data: { email, password, name: label, role: 'admin' },
  })
  expect(response.status()).toBe(201)
  const { doc } = (await response.json()) as { doc: { id: number } }
  return { id: doc.id, email, password }
}

/** Signs a new administrator of the test's own in through the sign-in page. */
export async function signInAsNewAdmin(page: Page, request: APIRequestContext, label: string) {
  const account = await createAccount(request, label)
  await signIn(page, account.email, account.password)
  return account
}
