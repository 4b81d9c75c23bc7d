import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { ApplicationValues } from '@/lib/applications/validation'
import type { Job } from '@/payload-types'

import { createDoc, freshPayload } from './helpers/payload'

let payload: Payload
let cvsDir: string
let outboxDir: string
let job: Job

const DAY = 24 * 60 * 60 * 1000
/** The smallest file that starts and ends as a PDF does. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\nstartxref\n9\n%%EOF\n', 'latin1')

const values: ApplicationValues = {
  name: 'Shilan Omar',
  email: 'shilan@example.com',
  phone: '+964 750 123 4567',
  message: 'I have run a packing line for five years.',
  consent: true,
}

const outbox = () => (fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((file) => file.endsWith('.eml')) : [])
const cvFiles = () => (fs.existsSync(cvsDir) ? fs.readdirSync(cvsDir) : [])

async function apply(name = values.name, locale: 'en' | 'ar' | 'ckb' = 'en') {
  const { storeApplication } = await import('@/lib/applications/receive')
  return storeApplication(payload, { job, values: { ...values, name }, cv: { data: PDF }, locale })
}

/** An application received `days` ago, as the retention job sees it. */
async function receivedDaysAgo(days: number) {
  const application = await apply(`Sent ${days} days ago`)
  const createdAt = new Date(Date.now() - days * DAY).toISOString()
  await payload.update({ collection: 'applications', id: application.id, data: { createdAt }, overrideAccess: true })
  return application
}

async function remainingNames(): Promise<string[]> {
  const { docs } = await payload.find({ collection: 'applications', limit: 0, sort: 'createdAt', overrideAccess: true })
  return docs.map((doc) => doc.name)
}

beforeAll(async () => {
  payload = await freshPayload()
  ;({ cvsDir, outboxDir } = await import('@/lib/paths'))
  job = await createDoc(payload, {
    collection: 'jobs',
    data: { title: 'Packing line supervisor', _status: 'published' },
    overrideAccess: true,
  })
})

beforeEach(async () => {
  await payload.delete({ collection: 'applications', where: { id: { exists: true } }, overrideAccess: true })
  await payload.delete({ collection: 'cv-files', where: { id: { exists: true } }, overrideAccess: true })
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { applicationRetentionDays: 180, applicationEmail: null },
    overrideAccess: true,
  })
  fs.rmSync(outboxDir, { recursive: true, force: true })
})

describe('an application and its CV', () => {
  it('is stored with the CV in its own private folder, which nobody but an administrator reads', async () => {
    const application = await apply()
    const stored = await payload.findByID({ collection: 'applications', id: application.id, depth: 1, overrideAccess: true })
    const cv = stored.cv as { filename: string; mimeType: string; url: string }
    expect(cv.mimeType).toBe('application/pdf')
    expect(cv.url).toMatch(new RegExp(`^https?://[^/]+/api/cv-files/file/${cv.filename}$`))
    expect(cv.filename).toMatch(/^cv-shilan-omar-[0-9a-f]{8}\.pdf$/)
    expect(fs.readFileSync(path.join(cvsDir, cv.filename))).toEqual(PDF)
    await expect(payload.find({ collection: 'cv-files', overrideAccess: false })).rejects.toMatchObject({ status: 403 })
    await expect(payload.find({ collection: 'applications', overrideAccess: false })).rejects.toMatchObject({ status: 403 })
  })

  it('takes its CV with it when it is deleted', async () => {
    const application = await apply()
    expect(cvFiles()).toHaveLength(1)
    await payload.delete({ collection: 'applications', id: application.id, overrideAccess: true })
    expect(cvFiles()).toEqual([])
    expect((await payload.count({ collection: 'cv-files', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('refuses a missing consent, a wrong phone number and an unknown job, and keeps nothing', async () => {
    const cv = await payload.create({
      collection: 'cv-files',
      data: {},
      file: { data: PDF, name: 'cv.pdf', mimetype: 'application/pdf', size: PDF.length },
      overrideAccess: true,
    })
    const refused = (data: Record<string, unknown>) =>
      expect(
        payload.create({
          collection: 'applications',
          data: { ...values, job: job.id, cv: cv.id, ...data } as never,
          overrideAccess: true,
        }),
      ).rejects.toMatchObject({ status: 400 })
    await refused({ consent: false })
    await refused({ phone: 'call me' })
    await refused({ job: 999_999 })
    expect(await remainingNames()).toEqual([])
  })

  it('refuses a CV that is not a PDF whatever its name, or is larger than 5 MB', async () => {
    const upload = (data: Buffer) =>
      payload.create({
        collection: 'cv-files',
        data: {},
        file: { data, name: 'cv.pdf', mimetype: 'application/pdf', size: data.length },
        overrideAccess: true,
      })
    await expect(upload(Buffer.from('<html>not a CV</html>'))).rejects.toMatchObject({ status: 415 })
    const large = Buffer.concat([PDF.subarray(0, 9), Buffer.alloc(5 * 1024 * 1024), PDF.subarray(9)])
    await expect(upload(large)).rejects.toMatchObject({ status: 413 })
    expect(cvFiles()).toEqual([])
  })
})

describe('the e-mail of an application', () => {
  it('goes to the address of the site settings, in English with the job, without the CV', async () => {
    const { emailApplication } = await import('@/lib/applications/receive')
    await payload.updateGlobal({ slug: 'site-settings', data: { applicationEmail: 'jobs@hawlerfoods.example' }, overrideAccess: true })
    const application = await apply('شیلان عومەر', 'ckb')
    expect(await emailApplication(payload, application, job)).toBe('sent')
    const [file] = outbox()
    // Quoted-printable: long lines are folded with a trailing `=`.
    const raw = fs.readFileSync(path.join(outboxDir, file!), 'utf8').replace(/=\r?\n/g, '')
    expect(raw).toMatch(/^To: jobs@hawlerfoods\.example$/m)
    expect(raw).toContain('Packing line supervisor')
    expect(raw).toContain('Kurdish (Sorani) (ckb)')
    expect(raw).toContain(`/admin/collections/applications/${application.id}`)
    expect(raw).not.toMatch(/Content-Disposition: attachment/i)
  })

  it('goes where enquiries go when the settings name no address for applications, and to nobody without either', async () => {
    const { emailApplication } = await import('@/lib/applications/receive')
    const application = await apply()
    await payload.updateGlobal({ slug: 'site-settings', data: { applicationEmail: '', enquiryEmail: '' }, overrideAccess: true })
    expect(await emailApplication(payload, application, job)).toBe('no address')
    await payload.updateGlobal({ slug: 'site-settings', data: { enquiryEmail: 'hello@hawlerfoods.example' }, overrideAccess: true })
    expect(await emailApplication(payload, application, job)).toBe('sent')
    expect(fs.readFileSync(path.join(outboxDir, outbox()[0]!), 'utf8')).toMatch(/^To: hello@hawlerfoods\.example$/m)
  })
})

describe('keeping applications no longer than the site settings say', () => {
  it('deletes applications and their CVs after 180 days by default, by the app’s own job', async () => {
    const { deletePastRetentionSoon } = await import('@/server/jobs/retention')
    await receivedDaysAgo(200)
    await receivedDaysAgo(181)
    await receivedDaysAgo(100)
    expect(cvFiles()).toHaveLength(3)
    await deletePastRetentionSoon(payload)
    await payload.jobs.run({ allQueues: true })
    expect(await remainingNames()).toEqual(['Sent 100 days ago'])
    expect(cvFiles()).toHaveLength(1)
  })

  it('follows a shorter period set in the site settings, at once', async () => {
    await receivedDaysAgo(40)
    await receivedDaysAgo(20)
    await payload.updateGlobal({ slug: 'site-settings', data: { applicationRetentionDays: 30 }, overrideAccess: true })
    await payload.jobs.run({ allQueues: true })
    expect(await remainingNames()).toEqual(['Sent 20 days ago'])
    expect(cvFiles()).toHaveLength(1)
  })
})
