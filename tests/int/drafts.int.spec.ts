import type { Payload, TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createAdmin, createDoc, freshPayload, updateDoc } from './helpers/payload'
import { contentCollections, sampleData } from './helpers/samples'

/** A draft may be unfinished; what is published must be complete. */
let payload: Payload
let admin: TypedUser

beforeAll(async () => {
  payload = await freshPayload()
  admin = await createAdmin(payload)
})

const asAdmin = () => ({ overrideAccess: false, user: admin }) as const

describe.each(contentCollections)('%s', (collection) => {
  it('saves a draft with its title emptied, and refuses to publish it so', async () => {
    // A new document needs its English title, draft or not (titleRequired.int.spec.ts); a later draft may lack it.
    const created = await createDoc(payload, {
      collection,
      data: { title: `Unfinished ${collection}`, _status: 'draft' },
      draft: true,
      ...asAdmin(),
    })
    const draft = await updateDoc(payload, { collection, id: created.id, data: { title: '', _status: 'draft' }, draft: true, ...asAdmin() })
    expect(draft._status).toBe('draft')
    await expect(updateDoc(payload, { collection, id: draft.id, data: { _status: 'published' }, ...asAdmin() })).rejects.toMatchObject({
      status: 400,
    })
    const stored = await payload.findByID({ collection, id: draft.id, draft: true, ...asAdmin() })
    expect(stored._status).toBe('draft')
  })

  it('publishes the draft once it is complete', async () => {
    const draft = await createDoc(payload, {
      collection,
      data: { title: `Begun ${collection}`, _status: 'draft' },
      draft: true,
      ...asAdmin(),
    })
    const complete = await sampleData(payload, collection, `Finished ${collection} ${Date.now()}`)
    const published = await updateDoc(payload, { collection, id: draft.id, data: { ...complete, _status: 'published' }, ...asAdmin() })
    expect(published._status).toBe('published')
  })
})
