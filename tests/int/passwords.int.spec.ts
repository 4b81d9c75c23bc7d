import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { isCommonPassword } from '@/lib/auth/commonPasswords'

import { createAdmin, freshPayload } from './helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await freshPayload()
  await createAdmin(payload)
})

type Refusal = { status?: number; data?: { errors?: Array<{ path: string; message: string }> } }

async function refusal(write: Promise<unknown>): Promise<string | undefined> {
  const error = await write.then(
    () => undefined,
    (err: Refusal) => err,
  )
  expect(error?.status).toBe(400)
  return error?.data?.errors?.find(({ path }) => path === 'password')?.message
}

it('knows the most used passwords, also with digits or symbols around them', () => {
  for (const password of ['password1234', '123456789012', 'qazwsxedcrfv', 'sunshine!!2026', 'aaaaaaaaaaaa', '1q2w3e4r5t6y'])
    expect(isCommonPassword(password), password).toBe(true)
  for (const password of ['correct horse battery staple', 'erbil-chips-since-1944', 'Tiger lilies at noon'])
    expect(isCommonPassword(password), password).toBe(false)
})

it('refuses a new account with a short, a common or an easily guessed password, saying why, and stores none', async () => {
  const create = (email: string, password: string) =>
    payload.create({ collection: 'users', data: { email, password, role: 'editor' }, overrideAccess: true })
  expect(await refusal(create('short@example.com', 'eleven-char'))).toBe('The password needs at least 12 characters.')
  expect(await refusal(create('common@example.com', 'password1234'))).toMatch(/^This password is one of the most used/)
  expect(await refusal(create('digits@example.com', '123456789012'))).toMatch(/^This password is one of the most used/)
  // Long enough and not on the list, but a keyboard walk: refused in the estimator's words.
  expect(await refusal(create('walk@example.com', 'qwertyuiopas'))).toBe(
    'This is similar to a commonly used password. Add more words that are less common.',
  )
  expect((await payload.count({ collection: 'users', where: { email: { like: 'example.com' } }, overrideAccess: true })).totalDocs).toBe(1)
  // A long passphrase is welcome.
  await create('phrase@example.com', 'a long passphrase about erbil chips')
})

it('refuses a common password set through a reset link, as through the form', async () => {
  const token = await payload.forgotPassword({ collection: 'users', data: { email: 'phrase@example.com' }, disableEmail: true })
  expect(
    await refusal(payload.resetPassword({ collection: 'users', data: { token, password: 'password1234' }, overrideAccess: true })),
  ).toMatch(/^This password is one of the most used/)
  expect(
    await refusal(payload.resetPassword({ collection: 'users', data: { token, password: 'zxcvbnmasdfg' }, overrideAccess: true })),
  ).toMatch(/commonly used password/)
  // The link still works for a good password.
  const reset = await payload.resetPassword({
    collection: 'users',
    data: { token, password: 'another long passphrase' },
    overrideAccess: true,
  })
  expect(reset.user).toBeTruthy()
})

it('a reset ends every session the account had, wherever it was signed in', async () => {
  const signedIn = await payload.login({ collection: 'users', data: { email: 'phrase@example.com', password: 'another long passphrase' } })
  const sessionOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string }).sid
  const before = sessionOf(signedIn.token!)
  const token = await payload.forgotPassword({ collection: 'users', data: { email: 'phrase@example.com' }, disableEmail: true })
  const reset = await payload.resetPassword({
    collection: 'users',
    data: { token, password: 'a third long passphrase' },
    overrideAccess: true,
  })
  const stored = await payload.db.findOne<{ id: number; sessions?: Array<{ id: string }> }>({
    collection: 'users',
    where: { email: { equals: 'phrase@example.com' } },
  })
  const sessions = (stored?.sessions ?? []).map(({ id }) => id)
  expect(sessions).not.toContain(before)
  // Only the session the reset itself opened is left.
  expect(sessions).toEqual(reset.token ? [sessionOf(reset.token)] : [])
})
