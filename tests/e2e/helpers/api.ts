import type { APIRequestContext } from '@playwright/test'
import { expect } from '@playwright/test'

import { adminEmail, adminPassword } from './admin'

/** Signs in through the REST API and returns the header that authenticates later calls. */
export async function apiAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/users/login', { data: { email: adminEmail(), password: adminPassword() } })
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
