import type { Payload, TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createAdmin, createDoc, freshPayload } from './helpers/payload'
import { contentCollections } from './helpers/samples'

/**
 * Payload skips `required` and `validate` on drafts: a draft was created without its English
 * title (an editor's typing lost in a language switch), headed by its record number.
 */
let payload: Payload
let admin: TypedUser

beforeAll(async () => {
  payload = await freshPayload()
  admin = await createAdmin(payload)
})

type FieldError = { path: string; message: string }

async function refusal(write: Promise<unknown>) {
  return write.then(
    () => undefined,
    (err: { status?: number; name?: string; data?: { errors?: FieldError[] } }) => err,
  )
}

describe.each(contentCollections)('%s', (collection) => {
  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['missing', undefined],
  ])('refuses a new draft whose English title is %s, and stores nothing', async (_case, title) => {
    const before = await payload.count({ collection, overrideAccess: true })
    const error = await refusal(
      createDoc(payload, { collection, locale: 'en', data: { title, _status: 'draft' }, draft: true, overrideAccess: false, user: admin }),
    )
    expect(error, 'the draft should have been refused').toBeDefined()
    expect(error?.name).toBe('ValidationError')
    expect(error?.status).toBe(400)
    expect(error?.data?.errors).toEqual([{ path: 'title', message: 'Title is required in English.' }])
    expect((await payload.count({ collection, overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })

  it('refuses a new draft begun in Kurdish, saying to start in English', async () => {
    const error = await refusal(
      createDoc(payload, {
        collection,
        locale: 'ckb',
        data: { title: 'ناونیشان', _status: 'draft' },
        draft: true,
        overrideAccess: false,
        user: admin,
      }),
    )
    expect(error?.status).toBe(400)
    expect(error?.data?.errors?.[0]).toEqual({
      path: 'title',
      message: 'Create this with its English title first, then add the translations.',
    })
  })

  it('creates a draft with its English title', async () => {
    const draft = await createDoc(payload, {
      collection,
      locale: 'en',
      data: { title: 'Written in English', _status: 'draft' },
      draft: true,
      overrideAccess: false,
      user: admin,
    })
    expect(draft.title).toBe('Written in English')
  })
})
