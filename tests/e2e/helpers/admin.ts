import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from '@playwright/test'

export const adminEmail = () => process.env.E2E_ADMIN_EMAIL!
export const adminPassword = () => process.env.E2E_ADMIN_PASSWORD!

/** Signs in through the sign-in page and waits for the dashboard. */
export async function signIn(page: Page, email = adminEmail(), password = adminPassword()): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/** The main administrator's API token, for setting up what a test needs. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', { data: { email: adminEmail(), password: adminPassword() } })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { token: string }).token
}

/** A new administrator account of the test's own, so tests never change each other's accounts. */
export async function createAccount(request: APIRequestContext, label: string, password = 'first-password-1944') {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.example`
  const response = await request.post('/api/users', {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: { email, password, name: label },
  })
  expect(response.status()).toBe(201)
  const { doc } = (await response.json()) as { doc: { id: number } }
  return { id: doc.id, email, password }
}
