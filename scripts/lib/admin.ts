import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

export type AdminResult = { email: string; created: boolean; generatedPassword?: string }

/**
 * Makes sure an administrator exists. With ADMIN_EMAIL/ADMIN_PASSWORD that account is
 * created; otherwise one is made with a random password, which only this call returns.
 */
type AdminEnv = { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string }

export async function ensureAdmin(payload: Payload, env: AdminEnv = process.env as AdminEnv): Promise<AdminResult> {
  const email = (env.ADMIN_EMAIL || 'admin@hawlerfoods.example').toLowerCase()
  const existing = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (existing.docs.length > 0) return { email, created: false }
  const anyUser = await payload.count({ collection: 'users', overrideAccess: true })
  // Only the first start creates a generated account; later starts leave accounts alone.
  if (anyUser.totalDocs > 0 && !env.ADMIN_EMAIL) return { email, created: false }
  const generatedPassword = env.ADMIN_PASSWORD ? undefined : randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email, password: env.ADMIN_PASSWORD || generatedPassword!, name: 'Administrator' },
    overrideAccess: true,
  })
  return { email, created: true, generatedPassword }
}
