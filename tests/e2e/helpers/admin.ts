import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'

export const adminEmail = () => process.env.E2E_ADMIN_EMAIL!
export const adminPassword = () => process.env.E2E_ADMIN_PASSWORD!

/** Signs in through the admin's sign-in form and waits for the dashboard. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(adminEmail())
  await page.getByLabel(/password/i).fill(adminPassword())
  await page.getByRole('button', { name: /log ?in|sign ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}
