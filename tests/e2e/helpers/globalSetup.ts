import { baseURL } from '../../../playwright.config'
import { assertChromium } from './chromium'

/**
 * Signs the shared administrator in once for the whole run. Payload keeps an account's
 * sessions in one list that each sign-in rewrites: two sign-ins of the same account at the
 * same moment can drop one of them, so tests never sign this account in themselves.
 */
export default async function globalSetup() {
  assertChromium()
  const response = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD }),
  })
  if (!response.ok) throw new Error(`The shared administrator could not sign in: ${response.status}`)
  process.env.E2E_ADMIN_TOKEN = ((await response.json()) as { token: string }).token
}
