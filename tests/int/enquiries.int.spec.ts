import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { EnquiryValues } from '@/lib/enquiries/validation'

import { createDoc, freshPayload } from './helpers/payload'

let payload: Payload
let outboxDir: string

const DAY = 24 * 60 * 60 * 1000
// Days are counted back from the real clock: the job below deletes by it.
const now = new Date()
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY).toISOString()

const values: EnquiryValues = {
  name: 'Layla Ahmed',
  company: 'Nordic Foods AB',
  country: 'Sweden',
  email: 'layla@nordicfoods.example',
  message: 'We would like to import your crisps to Sweden.',
  consent: true,
}

/** An enquiry received `days` before `now`. */
async function receivedDaysAgo(days: number, name = `Sent ${days} days ago`) {
  return createDoc(payload, {
    collection: 'enquiries',
    data: { ...values, name, createdAt: daysAgo(days) },
    overrideAccess: true,
  })
}

async function remainingNames(): Promise<string[]> {
  const { docs } = await payload.find({ collection: 'enquiries', limit: 0, sort: 'createdAt', overrideAccess: true })
  return docs.map((doc) => doc.name)
}

const outbox = () => (fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((file) => file.endsWith('.eml')) : [])

beforeAll(async () => {
  payload = await freshPayload()
  outboxDir = (await import('@/lib/paths')).outboxDir
})

beforeEach(async () => {
  await payload.delete({ collection: 'enquiries', where: { id: { exists: true } }, overrideAccess: true })
  await payload.updateGlobal({ slug: 'site-settings', data: { enquiryRetentionDays: 365 }, overrideAccess: true })
  fs.rmSync(outboxDir, { recursive: true, force: true })
})

describe('keeping enquiries no longer than the site settings say', () => {
  it('deletes enquiries older than a year by default and keeps the others', async () => {
    const { deleteExpiredEnquiries } = await import('@/server/jobs/retention')
    await receivedDaysAgo(400)
    await receivedDaysAgo(366)
    await receivedDaysAgo(364)
    await receivedDaysAgo(2)
    expect(await deleteExpiredEnquiries(payload, now)).toBe(2)
    expect(await remainingNames()).toEqual(['Sent 364 days ago', 'Sent 2 days ago'])
    // Nothing more to delete: running it again changes nothing.
    expect(await deleteExpiredEnquiries(payload, now)).toBe(0)
    expect(await remainingNames()).toEqual(['Sent 364 days ago', 'Sent 2 days ago'])
  })

  it('follows a shorter period set by the editor', async () => {
    const { deleteExpiredEnquiries } = await import('@/server/jobs/retention')
    await payload.updateGlobal({ slug: 'site-settings', data: { enquiryRetentionDays: 30 }, overrideAccess: true })
    await receivedDaysAgo(31)
    await receivedDaysAgo(29)
    expect(await deleteExpiredEnquiries(payload, now)).toBe(1)
    expect(await remainingNames()).toEqual(['Sent 29 days ago'])
  })

  it('is safe when several instances clean up at the same moment', async () => {
    const { deleteExpiredEnquiries } = await import('@/server/jobs/retention')
    for (const days of [500, 450, 400, 10]) await receivedDaysAgo(days)
    const counts = await Promise.all([deleteExpiredEnquiries(payload, now), deleteExpiredEnquiries(payload, now)])
    // The old ones are gone and the rest kept. On PostgreSQL both may count the same rows,
    // each having found them before the other deleted them.
    expect(counts[0] + counts[1]).toBeGreaterThanOrEqual(3)
    expect(await remainingNames()).toEqual(['Sent 10 days ago'])
  })

  it("runs as the app's own hourly job, and at once when a save shortens the period", async () => {
    const { RETENTION_TASK } = await import('@/server/jobs/retention')
    const task = payload.config.jobs.tasks?.find((candidate) => candidate.slug === RETENTION_TASK)
    expect(task?.schedule).toEqual([{ cron: '0 0 * * * *', queue: 'default' }])
    await receivedDaysAgo(100, 'Past a shorter period')
    await receivedDaysAgo(10, 'Recent')
    await payload.updateGlobal({ slug: 'site-settings', data: { enquiryRetentionDays: 30 }, overrideAccess: true })
    const queued = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: RETENTION_TASK } }, overrideAccess: true })
    expect(queued.totalDocs).toBeGreaterThanOrEqual(1)
    await payload.jobs.run({ allQueues: true })
    expect(await remainingNames()).toEqual(['Recent'])
  })

  it('queues nothing when a save keeps or lengthens the periods', async () => {
    const { RETENTION_TASK } = await import('@/server/jobs/retention')
    await payload.delete({ collection: 'payload-jobs', where: { id: { exists: true } }, overrideAccess: true })
    await payload.updateGlobal({ slug: 'site-settings', data: { enquiryRetentionDays: 400 }, overrideAccess: true })
    const queued = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: RETENTION_TASK } }, overrideAccess: true })
    expect(queued.totalDocs).toBe(0)
  })
})

describe('receiving an enquiry', () => {
  it('stores it unread with the language it was written in', async () => {
    const { storeEnquiry } = await import('@/lib/enquiries/receive')
    const stored = await storeEnquiry(payload, values, 'ar')
    expect(stored).toMatchObject({ ...values, read: false, locale: 'ar' })
  })

  it('e-mails it to the address of the site settings, answered to the visitor', async () => {
    const { emailEnquiry, storeEnquiry } = await import('@/lib/enquiries/receive')
    await payload.updateGlobal({ slug: 'site-settings', data: { enquiryEmail: 'sales@hawlerfoods.example' }, overrideAccess: true })
    const stored = await storeEnquiry(payload, { ...values, name: 'Layla <b>Ahmed</b>' }, 'ckb')
    expect(await emailEnquiry(payload, stored)).toBe('sent')
    const [file] = outbox()
    const raw = fs.readFileSync(path.join(outboxDir, file), 'utf8')
    expect(raw).toMatch(/^To: sales@hawlerfoods\.example$/m)
    expect(raw).toMatch(/^Reply-To: "Layla <b>Ahmed<\/b>" <layla@nordicfoods\.example>$/m)
    expect(raw).toMatch(/^Subject: Enquiry from Layla <b>Ahmed<\/b> \(Nordic Foods AB, Sweden\)$/m)
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m)
    expect(raw).toContain('Language: Kurdish (Sorani) (ckb)')
    expect(raw).toContain('Layla &#60;b&#62;Ahmed&#60;/b&#62;')
  })

  it('tells the sender it arrived, in their language, and within how many working days to expect the answer', async () => {
    const { acknowledgeEnquiry, storeEnquiry } = await import('@/lib/enquiries/receive')
    await payload.updateGlobal({ slug: 'site-settings', data: { enquiryAnswerDays: 5 }, overrideAccess: true })
    try {
      const stored = await storeEnquiry(payload, { ...values, name: 'شیلان' }, 'ckb')
      await acknowledgeEnquiry(payload, stored)
      const [file] = outbox()
      const raw = fs.readFileSync(path.join(outboxDir, file), 'utf8')
      expect(raw).toMatch(/^To: =\?UTF-8\?.*<layla@nordicfoods\.example>$/m)
      // Its parts (plain text and HTML) are base64: the Kurdish texts, days in Latin digits as on the site, right to left.
      const parts = [...raw.matchAll(/Content-Transfer-Encoding: (base64|quoted-printable)\r?\n\r?\n([\s\S]*?)(?=\r?\n--)/g)]
      const text = parts
        .map(([, encoding, body]) =>
          encoding === 'base64'
            ? Buffer.from(body!, 'base64').toString('utf8')
            : Buffer.from(
                body!.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
                'latin1',
              ).toString('utf8'),
        )
        .join('\n')
      expect(text).toContain('dir="rtl"')
      expect(text).toContain('lang="ckb"')
      expect(text).toContain('سڵاو شیلان،')
      expect(text).toContain('5 ڕۆژی کار')
      // Nothing of the message is repeated to an address anybody may have typed.
      expect(raw).not.toContain(values.message)
      expect(text).not.toContain(values.message)
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { enquiryAnswerDays: 3 }, overrideAccess: true })
    }
  })

  it('keeps it for the admin and sends nothing when the site settings have no address for enquiries', async () => {
    const { emailEnquiry, storeEnquiry } = await import('@/lib/enquiries/receive')
    await payload.updateGlobal({ slug: 'site-settings', data: { enquiryEmail: null }, overrideAccess: true })
    const stored = await storeEnquiry(payload, values, 'en')
    expect(await emailEnquiry(payload, stored)).toBe('no address')
    expect(outbox()).toEqual([])
    expect(await remainingNames()).toEqual(['Layla Ahmed'])
  })

  it('is readable and writable by administrators only', async () => {
    const stored = await createDoc(payload, { collection: 'enquiries', data: { ...values }, overrideAccess: true })
    const anonymous = { overrideAccess: false } as const
    await expect(payload.find({ collection: 'enquiries', ...anonymous })).rejects.toMatchObject({ status: 403 })
    await expect(payload.findByID({ collection: 'enquiries', id: stored.id, ...anonymous })).rejects.toMatchObject({ status: 403 })
    await expect(createDoc(payload, { collection: 'enquiries', data: { ...values }, ...anonymous })).rejects.toMatchObject({ status: 403 })
    await expect(payload.delete({ collection: 'enquiries', id: stored.id, ...anonymous })).rejects.toMatchObject({ status: 403 })
    expect(await remainingNames()).toEqual(['Layla Ahmed'])
  })

  it('refuses an enquiry without consent, even from the server', async () => {
    await expect(
      createDoc(payload, { collection: 'enquiries', data: { ...values, consent: false }, overrideAccess: true }),
    ).rejects.toMatchObject({ status: 400 })
    expect(await remainingNames()).toEqual([])
  })
})
