import type { Payload, TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createCategory } from './helpers/fixtures'
import { createAdmin, createDoc, freshPayload, updateDoc } from './helpers/payload'

let payload: Payload
let editor: TypedUser
let productId: number

beforeAll(async () => {
  payload = await freshPayload()
  await createAdmin(payload)
  const account = await payload.create({
    collection: 'users',
    data: { email: 'notices-editor@example.com', password: 'correct horse battery staple', role: 'editor' },
    overrideAccess: true,
  })
  editor = { ...account, collection: 'users' } as TypedUser
  const category = await createCategory(payload)
  productId = (
    await createDoc(payload, {
      collection: 'products',
      data: { title: 'Biscuits', category: category.id, _status: 'published' },
      overrideAccess: true,
    })
  ).id
})

type Refusal = { status?: number; data?: { errors?: Array<{ path: string; message: string }> } }

async function refusal(write: Promise<unknown>): Promise<Refusal> {
  const error = await write.then(
    () => undefined,
    (err: Refusal) => err,
  )
  expect(error, 'the write should have been refused').toBeDefined()
  return error!
}

const hour = 60 * 60 * 1000
const inHours = (hours: number) => new Date(Date.now() + hours * hour).toISOString()

const recall = (fields: Record<string, unknown> = {}) => ({
  title: 'Recall of biscuits',
  message: 'Do not eat packs of batch L1.',
  kind: 'recall',
  products: [productId],
  startsAt: inHours(-1),
  _status: 'published',
  ...fields,
})

async function pendingExpiries(): Promise<Array<{ waitUntil?: string | null; input?: unknown }>> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'expireContent' } }, { completedAt: { exists: false } }] },
    sort: 'waitUntil',
    limit: 0,
    overrideAccess: true,
  })
  return docs
}

describe('a notice', () => {
  it('with its end before its start is refused at the end, and nothing is stored', async () => {
    const before = await payload.count({ collection: 'notices', overrideAccess: true })
    const error = await refusal(createDoc(payload, { collection: 'notices', data: recall({ endsAt: inHours(-2) }), overrideAccess: true }))
    expect(error.status).toBe(400)
    expect(error.data?.errors?.find((e) => e.path === 'endsAt')?.message).toMatch(/end must be after the start/)
    expect((await payload.count({ collection: 'notices', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })

  it('without a message in English is refused at the message', async () => {
    const error = await refusal(createDoc(payload, { collection: 'notices', data: recall({ message: '  ' }), overrideAccess: true }))
    expect(error.status).toBe(400)
    expect(error.data?.errors?.find((e) => e.path === 'message')?.message).toBe('The message is required in English.')
    const inArabic = await refusal(
      createDoc(payload, {
        collection: 'notices',
        locale: 'ar',
        data: recall({ title: 'سحب', message: 'لا تأكلوا' }),
        overrideAccess: true,
      }),
    )
    expect(inArabic.status).toBe(400)
    expect(inArabic.data?.errors?.map((e) => e.path)).toContain('message')
  })

  it('moved to end before its start on a later edit is refused too', async () => {
    const notice = await createDoc(payload, { collection: 'notices', data: recall({ endsAt: inHours(5) }), overrideAccess: true })
    const error = await refusal(
      updateDoc(payload, { collection: 'notices', id: notice.id, data: { endsAt: inHours(-3) }, overrideAccess: true }),
    )
    expect(error.status).toBe(400)
    expect(error.data?.errors?.[0]?.path).toBe('endsAt')
    await payload.delete({ collection: 'notices', id: notice.id, overrideAccess: true })
  })

  it('published queues the expiry of the pages at its start and at its end; a draft queues none', async () => {
    await payload.delete({ collection: 'payload-jobs', where: { id: { exists: true } }, overrideAccess: true })
    const startsAt = inHours(2)
    const endsAt = inHours(26)
    await createDoc(payload, {
      collection: 'notices',
      data: recall({ startsAt, endsAt, _status: 'draft' }),
      overrideAccess: true,
      draft: true,
    })
    expect(await pendingExpiries()).toEqual([])

    await createDoc(payload, { collection: 'notices', data: recall({ startsAt, endsAt }), overrideAccess: true })
    const jobs = await pendingExpiries()
    expect(jobs.map((job) => new Date(job.waitUntil!).toISOString())).toEqual([startsAt, endsAt])
    expect(jobs[0].input).toEqual({ tags: ['collection:notices'] })
  })

  it('is read by visitors only once published, and never through the job queue', async () => {
    const published = await payload.find({ collection: 'notices', overrideAccess: false, depth: 0 })
    expect(published.docs.every((doc) => doc._status === 'published')).toBe(true)
    expect(published.totalDocs).toBeGreaterThan(0)
    await expect(payload.find({ collection: 'payload-jobs', overrideAccess: false, user: editor })).rejects.toMatchObject({ status: 403 })
    await expect(payload.find({ collection: 'payload-jobs', overrideAccess: false })).rejects.toMatchObject({ status: 403 })
  })
})

describe('a job offer', () => {
  it('published with an apply-by day queues the expiry of its pages at the end of that day', async () => {
    await payload.delete({ collection: 'payload-jobs', where: { id: { exists: true } }, overrideAccess: true })
    const day = new Date(Date.now() + 3 * 24 * hour)
    await createDoc(payload, {
      collection: 'jobs',
      data: { title: 'Baker', slug: 'baker', validThrough: day.toISOString(), _status: 'published' },
      overrideAccess: true,
    })
    const [job] = await pendingExpiries()
    day.setUTCHours(23, 59, 59, 999)
    expect(new Date(job.waitUntil!).toISOString()).toBe(day.toISOString())
    expect(job.input).toEqual({ tags: ['collection:jobs', 'doc:jobs:baker'] })
  })
})

describe('scheduled publishing', () => {
  it('publishes a draft when its time has come, through Payload’s own task', async () => {
    const draft = await createDoc(payload, {
      collection: 'news',
      data: { title: 'Spring campaign', _status: 'draft' },
      overrideAccess: true,
      draft: true,
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'news', value: draft.id } },
      waitUntil: new Date(Date.now() + 1500),
    })
    await payload.jobs.run({ allQueues: true })
    expect((await payload.findByID({ collection: 'news', id: draft.id, overrideAccess: true }))._status).toBe('draft')
    await new Promise((resolve) => setTimeout(resolve, 1600))
    await payload.jobs.run({ allQueues: true })
    expect((await payload.findByID({ collection: 'news', id: draft.id, overrideAccess: true }))._status).toBe('published')
  })
})
