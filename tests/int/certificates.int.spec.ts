import fs from 'node:fs'
import path from 'node:path'

import type { Payload, TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PNG_1PX } from './helpers/fixtures'
import { createDoc, freshPayload, updateDoc } from './helpers/payload'

let payload: Payload
let editor: TypedUser
let documentsDir: string

/** The smallest file that starts as a PDF does. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\nstartxref\n9\n%%EOF\n', 'latin1')

beforeAll(async () => {
  payload = await freshPayload()
  documentsDir = (await import('@/lib/paths')).documentsDir
  const account = await payload.create({
    collection: 'users',
    data: { email: 'certificates-editor@example.com', password: 'correct horse battery staple', role: 'editor' },
    overrideAccess: true,
  })
  editor = { ...account, collection: 'users' } as TypedUser
})

type Refusal = { status?: number; message?: string; data?: { errors?: Array<{ path: string; message: string }> } }

async function refusal(write: Promise<unknown>): Promise<Refusal> {
  const error = await write.then(
    () => undefined,
    (err: Refusal) => err,
  )
  expect(error, 'the write should have been refused').toBeDefined()
  return error!
}

const upload = (data: Buffer, name: string, mimetype: string) =>
  createDoc(payload, {
    collection: 'documents',
    data: { title: 'A certificate' },
    file: { data, name, mimetype, size: data.length },
    user: editor,
    overrideAccess: false,
  })

const documentCount = async () => (await payload.count({ collection: 'documents', overrideAccess: true })).totalDocs

const DAY = 24 * 60 * 60 * 1000
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString()

describe('a document', () => {
  it('is taken as a PDF by its first bytes and stored as application/pdf', async () => {
    const stored = await upload(PDF, 'iso-22000.pdf', 'application/octet-stream')
    expect(stored.mimeType).toBe('application/pdf')
    expect(fs.readFileSync(path.join(documentsDir, stored.filename!)).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  it('that is not a PDF is refused with a message, whatever its name and claimed type, and nothing is stored', async () => {
    const before = await documentCount()
    for (const [data, name] of [
      [PNG_1PX, 'certificate.pdf'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'certificate.pdf'],
      [Buffer.from(' %PDF-1.4 not at the start'), 'certificate.pdf'],
    ] as const) {
      const error = await refusal(upload(data, name, 'application/pdf'))
      expect(error.status).toBe(415)
      expect(error.message).toBe('This file is not a PDF document. Save it as PDF and upload it again.')
    }
    expect(await documentCount()).toBe(before)
  })

  it('cut off before its end is refused as damaged, in plain words', async () => {
    const before = await documentCount()
    const error = await refusal(upload(PDF.subarray(0, 30), 'half.pdf', 'application/pdf'))
    expect(error.status).toBe(415)
    expect(error.message).toBe('This PDF is damaged or incomplete. Save it again as PDF and upload it again.')
    expect(await documentCount()).toBe(before)
  })
})

describe('a certificate', () => {
  let file: number
  beforeAll(async () => {
    file = (await upload(PDF, 'halal.pdf', 'application/pdf')).id
  })

  const certificate = (fields: Record<string, unknown> = {}) => ({
    name: 'Halal certificate',
    scope: 'All products.',
    issuer: 'A certification body',
    number: 'H-1944',
    validUntil: inDays(100),
    file,
    _status: 'published',
    ...fields,
  })

  it('without its issuer, number, last day or PDF is refused at each, and nothing is stored', async () => {
    const before = (await payload.count({ collection: 'certificates', overrideAccess: true })).totalDocs
    const error = await refusal(
      createDoc(payload, {
        collection: 'certificates',
        data: certificate({ name: ' ', issuer: '', number: undefined, validUntil: undefined, file: undefined }),
        user: editor,
        overrideAccess: false,
      }),
    )
    expect(error.status).toBe(400)
    expect(error.data?.errors?.map((e) => e.path).sort()).toEqual(['file', 'issuer', 'name', 'number', 'validUntil'])
    expect(error.data?.errors?.find((e) => e.path === 'name')?.message).toBe('Name is required in English.')
    expect((await payload.count({ collection: 'certificates', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('with a date that has passed is refused with a message, and nothing is stored', async () => {
    const before = (await payload.count({ collection: 'certificates', overrideAccess: true })).totalDocs
    const error = await refusal(
      createDoc(payload, {
        collection: 'certificates',
        data: certificate({ validUntil: inDays(-1) }),
        user: editor,
        overrideAccess: false,
      }),
    )
    expect(error.status).toBe(400)
    expect(error.data?.errors).toEqual([
      expect.objectContaining({
        path: 'validUntil',
        message: 'This date has passed, so the certificate would not be shown. Enter when it stops being valid.',
      }),
    ])
    expect((await payload.count({ collection: 'certificates', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('published queues the update of the quality page at the moment it stops being valid; a draft queues none', async () => {
    await payload.delete({ collection: 'payload-jobs', where: { id: { exists: true } }, overrideAccess: true })
    const pending = async () =>
      (
        await payload.find({
          collection: 'payload-jobs',
          where: { and: [{ taskSlug: { equals: 'expireContent' } }, { completedAt: { exists: false } }] },
          overrideAccess: true,
        })
      ).docs
    await createDoc(payload, { collection: 'certificates', data: certificate({ _status: 'draft' }), user: editor, draft: true })
    expect(await pending()).toEqual([])

    const validUntil = '2031-03-31T20:59:00.000Z'
    const saved = await createDoc(payload, { collection: 'certificates', data: certificate({ validUntil }), user: editor })
    const jobs = await pending()
    expect(jobs.map((job) => new Date(job.waitUntil!).toISOString())).toEqual([validUntil])
    expect(jobs[0].input).toEqual({ tags: ['collection:certificates'] })
    const updated = await updateDoc(payload, {
      collection: 'certificates',
      id: saved.id,
      data: { number: 'H-2031' },
      user: editor,
      depth: 0,
    })
    expect(updated.updatedBy).toBe(editor.id)
  })

  it('saved earlier and expired since can still be edited', async () => {
    const saved = await createDoc(payload, { collection: 'certificates', data: certificate({ validUntil: inDays(1) }), user: editor })
    // Its date passes (written as it would be by the clock, past the field's rule).
    await payload.db.updateOne({ collection: 'certificates', id: saved.id, data: { validUntil: inDays(-1) } })
    const edited = await updateDoc(payload, {
      collection: 'certificates',
      id: saved.id,
      data: { scope: 'Renewal under way.' },
      user: editor,
      depth: 0,
    })
    expect(edited.scope).toBe('Renewal under way.')
  })

  it('is read by visitors only once published', async () => {
    const { docs } = await payload.find({ collection: 'certificates', overrideAccess: false, depth: 0 })
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.every((doc) => doc._status === 'published')).toBe(true)
    const drafts = await payload.find({
      collection: 'certificates',
      draft: true,
      overrideAccess: true,
      where: { _status: { equals: 'draft' } },
    })
    expect(drafts.totalDocs).toBeGreaterThan(0)
  })
})
