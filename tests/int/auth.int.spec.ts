import fs from 'node:fs'
import path from 'node:path'

import type { Payload, TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createAdmin, freshPayload } from './helpers/payload'

let payload: Payload
let outbox: string

beforeAll(async () => {
  payload = await freshPayload()
  outbox = path.join(process.env.DATA_DIR!, 'outbox')
})

function sentTo(email: string): string[] {
  if (!fs.existsSync(outbox)) return []
  return fs
    .readdirSync(outbox)
    .sort()
    .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
    .filter((raw) => raw.includes(`To: ${email}`))
}

/** The HTML of an .eml written by the outbox transport, quoted-printable decoded. */
function htmlOf(raw: string): string {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n')
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

describe('password reset e-mail', () => {
  it('links to the public page in the language of the request, and the link works once', async () => {
    const user = await createAdmin(payload, 'kurdish@example.com')
    await payload.forgotPassword({ collection: 'users', data: { email: user.email }, req: { locale: 'ckb' } })
    const [raw] = sentTo(user.email)
    const html = htmlOf(raw)
    expect(html).toContain('lang="ckb" dir="rtl"')
    expect(html).toContain('وشەی نهێنی نوێ هەڵبژێرە')
    const token = /\/ckb\/ResetPassword\/([0-9a-f]+)"/.exec(html)![1]

    const result = await payload.resetPassword({
      collection: 'users',
      data: { token, password: 'a new long password' },
      overrideAccess: true,
    })
    expect(result.token).toBeTruthy()
    await expect(
      payload.resetPassword({ collection: 'users', data: { token, password: 'another long password' }, overrideAccess: true }),
    ).rejects.toMatchObject({ status: 403 })
    const login = await payload.login({ collection: 'users', data: { email: user.email, password: 'a new long password' } })
    expect(login.user?.email).toBe(user.email)
  })

  it('English requests link to the unprefixed page', async () => {
    const user = await createAdmin(payload, 'english@example.com')
    await payload.forgotPassword({ collection: 'users', data: { email: user.email } })
    expect(htmlOf(sentTo(user.email)[0])).toMatch(/href="http:\/\/[^"]+\/ResetPassword\/[0-9a-f]+"/)
  })

  it('an unknown address sends nothing and answers like a known one', async () => {
    await expect(payload.forgotPassword({ collection: 'users', data: { email: 'nobody@example.com' } })).resolves.toBeNull()
    expect(sentTo('nobody@example.com')).toHaveLength(0)
  })
})

describe('password rules', () => {
  it('refuses a short password or the e-mail address as password', async () => {
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'short@example.com', password: 'short', role: 'editor' },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({ status: 400 })
    const user = await createAdmin(payload, 'rules@example.com')
    await expect(
      payload.update({ collection: 'users', id: user.id, data: { password: 'rules@example.com' }, overrideAccess: true }),
    ).rejects.toMatchObject({
      status: 400,
    })
  })

  it('changing your own password signs out your other sessions and keeps this one', async () => {
    const user = await createAdmin(payload, 'sessions@example.com')
    const credentials = { email: user.email, password: 'correct horse battery staple' }
    const first = await payload.login({ collection: 'users', data: credentials })
    await payload.login({ collection: 'users', data: credentials })
    const sid = sessionIdOf(first.token!)
    const me = { ...first.user, collection: 'users', _sid: sid } as TypedUser
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { password: 'a different long password' },
      user: me,
      // As the change-password screen saves it, once it has checked the current password.
      overrideAccess: true,
    })
    const stored = await payload.db.findOne<{ id: number; sessions: Array<{ id: string }> }>({
      collection: 'users',
      where: { id: { equals: user.id } },
    })
    expect(stored!.sessions.map((session) => session.id)).toEqual([sid])
  })

  it('an update through the API cannot set a password: only the screen that asks for the current one can', async () => {
    const user = await createAdmin(payload, 'no-shortcut@example.com')
    const other = await createAdmin(payload, 'other-admin@example.com')
    for (const by of [user, other]) {
      await payload.update({
        collection: 'users',
        id: user.id,
        data: { password: 'set without the current one' },
        user: by,
        overrideAccess: false,
      })
    }
    await expect(
      payload.login({ collection: 'users', data: { email: user.email, password: 'set without the current one' } }),
    ).rejects.toMatchObject({ status: 401 })
    const still = await payload.login({ collection: 'users', data: { email: user.email, password: 'correct horse battery staple' } })
    expect(still.token).toBeTruthy()
  })
})

function sessionIdOf(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { sid: string }).sid
}

describe('turned-off accounts', () => {
  it('cannot sign in, and turning an account off ends its sessions', async () => {
    const owner = await createAdmin(payload, 'owner@example.com')
    const editor = await createAdmin(payload, 'editor-off@example.com')
    await payload.login({ collection: 'users', data: { email: editor.email, password: 'correct horse battery staple' } })

    await payload.update({ collection: 'users', id: editor.id, data: { disabled: true }, user: owner, overrideAccess: false })
    const stored = await payload.db.findOne<{ id: number; sessions?: unknown[] }>({
      collection: 'users',
      where: { id: { equals: editor.id } },
    })
    expect(stored!.sessions ?? []).toHaveLength(0)
    await expect(
      payload.login({ collection: 'users', data: { email: editor.email, password: 'correct horse battery staple' } }),
    ).rejects.toMatchObject({ status: 403, data: { reason: 'accountDisabled' } })

    await payload.update({ collection: 'users', id: editor.id, data: { disabled: false }, user: owner, overrideAccess: false })
    const again = await payload.login({ collection: 'users', data: { email: editor.email, password: 'correct horse battery staple' } })
    expect(again.token).toBeTruthy()
  })

  it('an administrator cannot turn off their own account', async () => {
    const self = await createAdmin(payload, 'self@example.com')
    await expect(
      payload.update({ collection: 'users', id: self.id, data: { disabled: true }, user: self, overrideAccess: false }),
    ).rejects.toMatchObject({
      status: 400,
    })
  })
})
