import { baseURL, editsURL } from '../../../playwright.config'
import { assertChromium } from './chromium'

async function signInAt(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD }),
  })
  if (!response.ok) throw new Error(`The shared administrator could not sign in at ${origin}: ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

/**
 * Signs the shared administrator in once for the whole run, on each of the two servers with
 * the demo content. Payload keeps an account's sessions in one list that each sign-in
 * rewrites: two sign-ins of the same account at the same moment can drop one of them, so
 * tests never sign this account in themselves.
 */
export default async function globalSetup() {
  assertChromium()
  process.env.E2E_ADMIN_TOKEN = await signInAt(baseURL)
  process.env.E2E_EDITS_ADMIN_TOKEN = await signInAt(editsURL)
}
