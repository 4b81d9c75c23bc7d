import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

export type AdminResult = { email: string; created: boolean; generatedPassword?: string }

type AdminEnv = { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string }

/** The administrator a start names: ADMIN_EMAIL, or the account the first start generates. */
export function adminEmail(env: AdminEnv = process.env as AdminEnv): string {
  return (env.ADMIN_EMAIL || 'admin@hawlerfoods.example').toLowerCase()
}

/**
 * Whether a start has to create the administrator. Shared by ensureAdmin and the start's
 * quick check (databaseState.ts), so both agree on when there is nothing to do.
 */
export function adminMissing(accounts: { adminExists: boolean; anyAccount: boolean }, env: AdminEnv = process.env as AdminEnv): boolean {
  if (accounts.adminExists) return false
  // Only the first start creates a generated account; later starts leave accounts alone.
  return !(accounts.anyAccount && !env.ADMIN_EMAIL)
}

/**
 * Makes sure an administrator exists. With ADMIN_EMAIL/ADMIN_PASSWORD that account is
 * created; otherwise one is made with a random password, which only this call returns.
 */
export async function ensureAdmin(payload: Payload, env: AdminEnv = process.env as AdminEnv): Promise<AdminResult> {
  const email = adminEmail(env)
  const existing = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const adminExists = existing.docs.length > 0
  const anyAccount = adminExists || (await payload.count({ collection: 'users', overrideAccess: true })).totalDocs > 0
  if (!adminMissing({ adminExists, anyAccount }, env)) return { email, created: false }
  const generatedPassword = env.ADMIN_PASSWORD ? undefined : randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email, password: env.ADMIN_PASSWORD || generatedPassword!, name: 'Administrator', role: 'admin' },
    overrideAccess: true,
  })
  return { email, created: true, generatedPassword }
}
