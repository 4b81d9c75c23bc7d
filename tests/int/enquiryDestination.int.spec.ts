import fs from 'node:fs'
import path from 'node:path'

import type { Payload, TypedUser } from 'payload'
import { beforeAll, beforeEach, expect, it } from 'vitest'

import type { EnquiryValues } from '@/lib/enquiries/validation'
import type { Application, Job } from '@/payload-types'

import { migrations as postgresMigrations } from '../../src/migrations/postgres'
import { migrations as sqliteMigrations } from '../../src/migrations/sqlite'
import { createAdmin, freshPayload, updateGlobalDoc } from './helpers/payload'

/**
 * Where enquiries (and, by default, job applications) are e-mailed is an administrator's
 * setting: an editor, who may edit the contact page, cannot send visitors' personal data to
 * an address of their own.
 */
let payload: Payload
let admin: TypedUser
let editor: TypedUser
let outboxDir: string

const values: EnquiryValues = {
  name: 'Layla Ahmed',
  company: 'Nordic Foods AB',
  country: 'Sweden',
  email: 'layla@nordicfoods.example',
  message: 'We would like to import your crisps to Sweden.',
  consent: true,
}

const outbox = () => (fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((file) => file.endsWith('.eml')) : [])
const recipients = () =>
  outbox().map((file) =>
    fs
      .readFileSync(path.join(outboxDir, file), 'utf8')
      .match(/^To: (.*)$/m)?.[1]
      ?.trim(),
  )

type Refusal = { status?: number }

beforeAll(async () => {
  payload = await freshPayload()
  outboxDir = (await import('@/lib/paths')).outboxDir
  admin = await createAdmin(payload, 'owner@example.com')
  const account = await payload.create({
    collection: 'users',
    data: { email: 'writer@example.com', password: 'a long and private passphrase', role: 'editor' },
    overrideAccess: true,
  })
  editor = { ...account, collection: 'users' } as TypedUser
})

beforeEach(async () => {
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { enquiryEmail: 'sales@hawlerfoods.example', applicationEmail: null },
    overrideAccess: true,
  })
  await payload.updateGlobal({ slug: 'contact-us', data: { email: 'hello@hawlerfoods.example' }, overrideAccess: true })
  fs.rmSync(outboxDir, { recursive: true, force: true })
})

it('lets an administrator set where enquiries go, and nobody else, and does not show it to the public', async () => {
  await updateGlobalDoc(payload, {
    slug: 'site-settings',
    data: { enquiryEmail: 'office@hawlerfoods.example' },
    user: admin,
    overrideAccess: false,
  })
  const error = await updateGlobalDoc(payload, {
    slug: 'site-settings',
    data: { enquiryEmail: 'editor-harvest@example.com' },
    user: editor,
    overrideAccess: false,
  }).then(
    () => undefined,
    (err: Refusal) => err,
  )
  expect(error?.status).toBe(403)
  const stored = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  expect(stored.enquiryEmail).toBe('office@hawlerfoods.example')
  const seenByVisitor = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false, user: undefined })
  expect(seenByVisitor.enquiryEmail).toBeUndefined()
})

it('refuses the same change through the REST API', async () => {
  const { default: config } = await import('@payload-config')
  const { REST_POST } = await import('@payloadcms/next/routes')
  const { token } = await payload.login({
    collection: 'users',
    data: { email: 'writer@example.com', password: 'a long and private passphrase' },
  })
  const response = await REST_POST(config)(
    new Request('http://localhost:3000/api/globals/site-settings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ enquiryEmail: 'editor-harvest@example.com' }),
    }),
    { params: Promise.resolve({ slug: ['globals', 'site-settings'] }) },
  )
  expect(response.status).toBe(403)
  expect((await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })).enquiryEmail).toBe(
    'sales@hawlerfoods.example',
  )
})

it('sends enquiries and job applications where the site settings say, whatever an editor writes on the contact page', async () => {
  const { emailEnquiry, storeEnquiry } = await import('@/lib/enquiries/receive')
  const { emailApplication } = await import('@/lib/applications/receive')
  // The contact page's address is the editor's to change: it is only shown.
  const contact = await updateGlobalDoc(payload, {
    slug: 'contact-us',
    data: { email: 'editor-harvest@example.com' },
    user: editor,
    overrideAccess: false,
  })
  expect(contact.email).toBe('editor-harvest@example.com')

  expect(await emailEnquiry(payload, await storeEnquiry(payload, values, 'en'))).toBe('sent')
  // What the e-mail is made from: the application and its job as stored (not stored here).
  const job = { id: 1, title: 'Packing line supervisor' } as Job
  const application = {
    id: 1,
    name: 'Shilan Omar',
    email: 'shilan@example.com',
    phone: '+964 750 000 0000',
    consent: true,
    locale: 'en',
    createdAt: new Date().toISOString(),
  } as Application
  expect(await emailApplication(payload, application, job)).toBe('sent')
  expect(recipients()).toEqual(['sales@hawlerfoods.example', 'sales@hawlerfoods.example'])

  // Without an address in the site settings, nothing falls back to the contact page's.
  await payload.updateGlobal({ slug: 'site-settings', data: { enquiryEmail: null }, overrideAccess: true })
  fs.rmSync(outboxDir, { recursive: true, force: true })
  expect(await emailEnquiry(payload, await storeEnquiry(payload, values, 'en'))).toBe('no address')
  expect(await emailApplication(payload, application, job)).toBe('no address')
  expect(outbox()).toEqual([])
})

it('keeps sending where enquiries went before: the migration copies the contact page’s address', async () => {
  const migrations = (payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations) as unknown as Array<{
    name: string
    up: (args: { db: unknown; payload: Payload; req: object }) => Promise<void>
    down: (args: { db: unknown; payload: Payload; req: object }) => Promise<void>
  }>
  const migration = migrations.find(({ name }) => name.endsWith('_enquiry_email_in_site_settings'))!
  const db = (payload.db as unknown as { drizzle: unknown }).drizzle
  const raw = (statement: string) =>
    (payload.db as unknown as { execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown> }).execute({
      drizzle: db,
      raw: statement,
    })
  const destination = async () => (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })).enquiryEmail

  // The database as it was before the migration (site settings saved once), then the migration.
  await migration.down({ db, payload, req: {} })
  await migration.up({ db, payload, req: {} })
  expect(await destination()).toBe('hello@hawlerfoods.example')

  // Site settings never saved: their row is made, with the address.
  await migration.down({ db, payload, req: {} })
  await raw('DELETE FROM "site_settings"')
  await migration.up({ db, payload, req: {} })
  expect(await destination()).toBe('hello@hawlerfoods.example')

  // A contact page without an address leaves the setting empty.
  await payload.updateGlobal({ slug: 'contact-us', data: { email: null }, overrideAccess: true })
  await migration.down({ db, payload, req: {} })
  await migration.up({ db, payload, req: {} })
  expect(await destination()).toBeFalsy()
})
