import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { expireTagsWith } from '@/hooks/revalidateOnChange'
import { EXPIRE_CONTENT_TASK } from '@/lib/jobTasks'

import { createDoc, freshPayload } from './helpers/payload'

/**
 * What changes by the clock (a recall's end, a certificate's expiry, a job offer's closing)
 * has no save at that moment: the save queues one job for each such instant, with the tags the
 * save itself expired, and the job expires them then. Which tags are expired is seen through
 * the sink a test may put in place of Next's cache (`expireTagsWith`).
 */
let payload: Payload
let expired: string[][] = []
let restoreSink: () => void

beforeAll(async () => {
  payload = await freshPayload()
  restoreSink = expireTagsWith((tags) => expired.push([...tags]))
})
afterAll(() => restoreSink())

beforeEach(async () => {
  await payload.delete({ collection: 'payload-jobs', where: { id: { exists: true } }, overrideAccess: true })
  expired = []
})

type Queued = { id: number | string; waitUntil?: string | null; input?: unknown }

async function pendingExpiries(): Promise<Queued[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: EXPIRE_CONTENT_TASK } }, { completedAt: { exists: false } }] },
    sort: 'waitUntil',
    limit: 0,
    overrideAccess: true,
  })
  return docs
}

/** The one job queued, after checking it is the only one, due at `instant`, with the tags the save expired. */
async function onlyExpiryAt(instant: Date, savedTags: string[]): Promise<Queued> {
  const jobs = await pendingExpiries()
  expect(jobs.map((job) => new Date(job.waitUntil!).toISOString())).toEqual([instant.toISOString()])
  expect(jobs[0].input).toEqual({ tags: savedTags })
  return jobs[0]
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\nstartxref\n9\n%%EOF\n', 'latin1')

describe('a change by the clock', () => {
  it('of a recall: its save queues one job at its end, which does nothing before it and expires the notices’ pages then', async () => {
    // Seconds ahead, so the test waits for it; the admin's field has whole minutes.
    const endsAt = new Date(Date.now() + 3000)
    await createDoc(payload, {
      collection: 'notices',
      data: {
        title: 'Recall of date biscuits',
        message: 'Do not eat packs of batch L2611.',
        kind: 'recall',
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: endsAt.toISOString(),
        _status: 'published',
      },
      overrideAccess: true,
    })
    expect(expired).toEqual([['collection:notices']])
    await onlyExpiryAt(endsAt, ['collection:notices'])

    expired = []
    await payload.jobs.run({ allQueues: true })
    expect(expired, 'nothing is expired before the end').toEqual([])
    expect(await pendingExpiries()).toHaveLength(1)

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, endsAt.getTime() - Date.now()) + 100))
    await payload.jobs.run({ allQueues: true })
    expect(expired).toEqual([['collection:notices']])
    expect(await pendingExpiries()).toEqual([])
  })

  it('of a certificate: its save queues one job at the moment it stops being valid, which expires the quality page', async () => {
    const file = await createDoc(payload, {
      collection: 'documents',
      data: { title: 'Halal certificate' },
      file: { data: PDF, name: 'halal.pdf', mimetype: 'application/pdf', size: PDF.length },
      overrideAccess: true,
    })
    expired = []
    const validUntil = new Date('2031-03-31T20:59:00.000Z')
    await createDoc(payload, {
      collection: 'certificates',
      data: {
        name: 'Halal certificate',
        issuer: 'A certification body',
        number: 'H-1944',
        validUntil: validUntil.toISOString(),
        file: file.id,
        _status: 'published',
      },
      overrideAccess: true,
    })
    expect(expired).toEqual([['collection:certificates']])
    const job = await onlyExpiryAt(validUntil, ['collection:certificates'])

    expired = []
    // Years ahead: run now by its id, as the runner would then.
    await payload.jobs.runByID({ id: job.id })
    expect(expired).toEqual([['collection:certificates']])
  })

  it('of a job offer: its save queues one job at the end of its apply-by day, which expires its list and its page', async () => {
    const day = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000)
    await createDoc(payload, {
      collection: 'jobs',
      data: { title: 'Baker', slug: 'baker', validThrough: day.toISOString(), _status: 'published' },
      overrideAccess: true,
    })
    const tags = ['collection:jobs', 'doc:jobs:baker']
    expect(expired).toEqual([tags])
    const closing = new Date(day)
    closing.setUTCHours(23, 59, 59, 999)
    const job = await onlyExpiryAt(closing, tags)

    expired = []
    await payload.jobs.runByID({ id: job.id })
    expect(expired).toEqual([tags])
  })

  it('is not queued for a draft, nor for an instant already past', async () => {
    await createDoc(payload, {
      collection: 'jobs',
      data: { title: 'Driver', slug: 'driver', validThrough: new Date(Date.now() + 86_400_000).toISOString(), _status: 'draft' },
      overrideAccess: true,
      draft: true,
    })
    await createDoc(payload, {
      collection: 'jobs',
      data: { title: 'Packer', slug: 'packer', validThrough: new Date(Date.now() - 2 * 86_400_000).toISOString(), _status: 'published' },
      overrideAccess: true,
    })
    expect(await pendingExpiries()).toEqual([])
  })
})
