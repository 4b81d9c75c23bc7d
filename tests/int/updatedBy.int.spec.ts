import type { Payload, TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createCategory } from './helpers/fixtures'
import { createAdmin, createDoc, freshPayload, updateDoc, updateGlobalDoc } from './helpers/payload'

let payload: Payload
let admin: TypedUser
let editor: TypedUser
let categoryId: number

beforeAll(async () => {
  payload = await freshPayload()
  admin = await createAdmin(payload)
  const account = await payload.create({
    collection: 'users',
    data: { email: 'who-editor@example.com', password: 'correct horse battery staple', role: 'editor' },
    overrideAccess: true,
  })
  editor = { ...account, collection: 'users' } as TypedUser
  categoryId = (await createCategory(payload)).id
})

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : value)

describe('who changed what', () => {
  it('records the account that saved, never the one a request names', async () => {
    const product = await createDoc(payload, {
      collection: 'products',
      data: { title: 'Who made me', category: categoryId, _status: 'published', updatedBy: admin.id },
      user: editor,
      overrideAccess: false,
      depth: 0,
    })
    expect(idOf(product.updatedBy)).toBe(editor.id)

    const changed = await updateDoc(payload, {
      collection: 'products',
      id: product.id,
      data: { title: 'Who changed me', updatedBy: editor.id },
      user: admin,
      overrideAccess: false,
      depth: 0,
    })
    expect(idOf(changed.updatedBy)).toBe(admin.id)

    // Each version carries who saved it.
    const { docs } = await payload.findVersions({
      collection: 'products',
      where: { parent: { equals: product.id } },
      sort: 'createdAt',
      depth: 0,
    })
    expect(docs.map((version) => idOf(version.version.updatedBy))).toEqual([editor.id, admin.id])

    // Restoring records who restored.
    const restored = await payload.restoreVersion({
      collection: 'products',
      id: String(docs[0].id),
      user: editor,
      overrideAccess: false,
      depth: 0,
    })
    expect(restored.title).toBe('Who made me')
    expect(idOf(restored.updatedBy)).toBe(editor.id)
  })

  it('is not shown to visitors', async () => {
    const { docs } = await payload.find({ collection: 'products', overrideAccess: false, depth: 0 })
    expect(docs.length).toBeGreaterThan(0)
    for (const doc of docs) expect(doc).not.toHaveProperty('updatedBy')
  })

  it('keeps the history of the pages and settings, so a wrong phone number can be undone', async () => {
    await updateGlobalDoc(payload, { slug: 'contact-us', data: { phone: '+964 750 000 0001' }, user: admin, overrideAccess: false })
    await updateGlobalDoc(payload, { slug: 'contact-us', data: { phone: '+964 750 000 9999' }, user: editor, overrideAccess: false })
    const { docs } = await payload.findGlobalVersions({ slug: 'contact-us', sort: '-createdAt', depth: 0 })
    expect(docs.length).toBeGreaterThanOrEqual(2)
    expect(idOf(docs[0].version.updatedBy)).toBe(editor.id)
    const right = docs.find((version) => version.version.phone === '+964 750 000 0001')!
    await payload.restoreGlobalVersion({ slug: 'contact-us', id: String(right.id), user: admin, overrideAccess: false })
    const now = await payload.findGlobal({ slug: 'contact-us', depth: 0, overrideAccess: true })
    expect(now.phone).toBe('+964 750 000 0001')
    expect(idOf(now.updatedBy)).toBe(admin.id)
  })
})
