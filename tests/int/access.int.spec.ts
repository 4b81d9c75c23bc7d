import type { CollectionSlug, GlobalSlug, Payload, TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createImage } from './helpers/fixtures'
import { createAdmin, createDoc, freshPayload, updateDoc, updateGlobalDoc } from './helpers/payload'
import { contentCollections, sampleData } from './helpers/samples'

let payload: Payload
let admin: TypedUser

beforeAll(async () => {
  payload = await freshPayload()
  admin = await createAdmin(payload)
})

const anonymous = { overrideAccess: false, user: undefined } as const
const asAdmin = () => ({ overrideAccess: false, user: admin }) as const

describe.each(contentCollections)('%s', (collection) => {
  it('lets an administrator create, read drafts, update and delete', async () => {
    const data = await sampleData(payload, collection, `Admin ${collection}`)
    const draft = await createDoc(payload, { collection, data: { ...data, _status: 'draft' }, ...asAdmin() })
    const found = await payload.findByID({ collection, id: draft.id, draft: true, ...asAdmin() })
    expect(found.id).toBe(draft.id)
    const updated = await updateDoc(payload, { collection, id: draft.id, data: { title: `Renamed ${collection}` }, ...asAdmin() })
    expect(updated.title).toBe(`Renamed ${collection}`)
    await payload.delete({ collection, id: draft.id, ...asAdmin() })
    await expect(payload.findByID({ collection, id: draft.id, ...asAdmin() })).rejects.toMatchObject({ status: 404 })
  })

  it('shows anonymous visitors published documents only', async () => {
    const data = await sampleData(payload, collection, `Visible ${collection}`)
    const published = await createDoc(payload, { collection, data: { ...data, _status: 'published' }, overrideAccess: true })
    const hidden = await createDoc(payload, {
      collection,
      data: { ...(await sampleData(payload, collection, `Hidden ${collection}`)), _status: 'draft' },
      overrideAccess: true,
    })
    const { docs } = await payload.find({ collection, limit: 100, ...anonymous })
    const ids = docs.map((doc) => doc.id)
    expect(ids).toContain(published.id)
    expect(ids).not.toContain(hidden.id)
    await expect(payload.findByID({ collection, id: hidden.id, ...anonymous })).rejects.toMatchObject({ status: 404 })
    // Asking for drafts does not open them up either.
    const drafts = await payload.find({ collection, draft: true, limit: 100, ...anonymous })
    expect(drafts.docs.map((doc) => doc.id)).not.toContain(hidden.id)
    await expect(payload.findVersions({ collection, ...anonymous })).rejects.toMatchObject({ status: 403 })
  })

  it('refuses every write from anonymous visitors and stores nothing', async () => {
    const data = await sampleData(payload, collection, `Anonymous ${collection}`)
    const before = await payload.count({ collection, overrideAccess: true })
    await expect(createDoc(payload, { collection, data: { ...data, _status: 'published' }, ...anonymous })).rejects.toMatchObject({
      status: 403,
    })
    expect((await payload.count({ collection, overrideAccess: true })).totalDocs).toBe(before.totalDocs)

    const existing = await createDoc(payload, { collection, data: { ...data, _status: 'published' }, overrideAccess: true })
    await expect(updateDoc(payload, { collection, id: existing.id, data: { title: 'Defaced' }, ...anonymous })).rejects.toMatchObject({
      status: 403,
    })
    await expect(payload.delete({ collection, id: existing.id, ...anonymous })).rejects.toMatchObject({ status: 403 })
    const after = await payload.findByID({ collection, id: existing.id, overrideAccess: true })
    expect(after.title).toBe(`Anonymous ${collection}`)
  })
})

describe('media', () => {
  it('is readable by anyone and writable only by administrators', async () => {
    const id = await createImage(payload)
    const file = await payload.findByID({ collection: 'media', id, ...anonymous })
    expect(file.url).toMatch(/\/api\/media\/file\/test-/)
    await expect(updateDoc(payload, { collection: 'media', id, data: { alt: 'Changed' }, ...anonymous })).rejects.toMatchObject({
      status: 403,
    })
    await expect(payload.delete({ collection: 'media', id, ...anonymous })).rejects.toMatchObject({ status: 403 })
    const updated = await updateDoc(payload, { collection: 'media', id, data: { alt: 'Changed' }, ...asAdmin() })
    expect(updated.alt).toBe('Changed')
    await payload.delete({ collection: 'media', id, ...asAdmin() })
  })

  it('refuses anonymous uploads', async () => {
    const { PNG_1PX } = await import('./helpers/fixtures')
    await expect(
      createDoc(payload, {
        collection: 'media',
        data: { alt: 'Nope' },
        file: { data: PNG_1PX, mimetype: 'image/png', name: 'anon.png', size: PNG_1PX.length },
        ...anonymous,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })
})

describe('users', () => {
  it('is never readable or writable anonymously', async () => {
    await expect(payload.find({ collection: 'users', ...anonymous })).rejects.toMatchObject({ status: 403 })
    await expect(payload.findByID({ collection: 'users', id: admin.id, ...anonymous })).rejects.toMatchObject({ status: 403 })
    await expect(
      createDoc(payload, { collection: 'users', data: { email: 'intruder@example.com', password: 'letmein-please' }, ...anonymous }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(updateDoc(payload, { collection: 'users', id: admin.id, data: { name: 'Intruder' }, ...anonymous })).rejects.toMatchObject(
      {
        status: 403,
      },
    )
    await expect(payload.delete({ collection: 'users', id: admin.id, ...anonymous })).rejects.toMatchObject({ status: 403 })
  })

  it('lets an administrator manage administrators', async () => {
    const other = await createDoc(payload, {
      collection: 'users',
      data: { email: 'second@example.com', password: 'another long password' },
      ...asAdmin(),
    })
    const { docs } = await payload.find({ collection: 'users', ...asAdmin() })
    expect(docs.map((user) => user.email)).toEqual(expect.arrayContaining(['editor@example.com', 'second@example.com']))
    await payload.delete({ collection: 'users', id: other.id, ...asAdmin() })
  })
})

const globals: GlobalSlug[] = ['about-us', 'contact-us', 'category-settings', 'recipe-settings', 'health-care-settings', 'site-settings']

describe.each(globals)('global %s', (slug) => {
  it('is readable by anyone and editable only by administrators', async () => {
    const field = slug === 'site-settings' ? 'siteName' : slug.endsWith('-settings') ? 'heading' : 'title'
    await expect(payload.findGlobal({ slug, ...anonymous })).resolves.toBeTruthy()
    await expect(updateGlobalDoc(payload, { slug, data: { [field]: 'Defaced' }, ...anonymous })).rejects.toMatchObject({ status: 403 })
    await updateGlobalDoc(payload, { slug, data: { [field]: 'Edited by the admin' }, ...asAdmin() })
    const read = (await payload.findGlobal({ slug, ...anonymous })) as unknown as Record<string, unknown>
    expect(read[field]).toBe('Edited by the admin')
  })
})

// Every collection names its rules: none falls back to Payload's default of "any signed-in user".
it('names explicit access rules on every collection and global', () => {
  for (const collection of payload.config.collections.filter((c) => !c.slug.startsWith('payload-'))) {
    for (const operation of ['read', 'create', 'update', 'delete'] as const) {
      expect(collection.access[operation], `${collection.slug}.${operation}`).toBeTypeOf('function')
    }
  }
  const configured = new Set<CollectionSlug>(payload.config.collections.map((c) => c.slug))
  for (const slug of [...contentCollections, 'media', 'users'] as const) expect(configured.has(slug)).toBe(true)
  for (const global of payload.config.globals) {
    expect(global.access.read, `${global.slug}.read`).toBeTypeOf('function')
    expect(global.access.update, `${global.slug}.update`).toBeTypeOf('function')
  }
})
