import type { APIRequestContext } from '@playwright/test'
import { expect } from '@playwright/test'

import { createAccount } from './admin'

/**
 * An administrator of the test's own, signed in through the REST API: other tests sign the
 * shared account in and out, which would end this test's session in the middle.
 */
export async function apiAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const { email, password } = await createAccount(request, 'api')
  const login = await request.post('/api/users/login', { data: { email, password } })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

export async function firstDoc<T = { id: number; slug: string; title: string }>(
  request: APIRequestContext,
  collection: string,
): Promise<T> {
  const body = (await (await request.get(`/api/${collection}?limit=1&depth=0&sort=createdAt`)).json()) as { docs: T[] }
  return body.docs[0]
}
