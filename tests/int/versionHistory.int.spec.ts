import { createLocalReq, type Payload, type PayloadRequest, type TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { versionHistory } from '@/lib/versions/versionHistory'

import { createCategory } from './helpers/fixtures'
import { createDoc, freshPayload, updateDoc, updateGlobalDoc } from './helpers/payload'

let payload: Payload
let admin: TypedUser
let editor: TypedUser
let categoryId: number

const account = async (email: string, role: 'admin' | 'editor', name?: string): Promise<TypedUser> => {
  const user = await payload.create({
    collection: 'users',
    data: { email, name, password: 'correct horse battery staple', role },
    overrideAccess: true,
  })
  return { ...user, collection: 'users' } as TypedUser
}

beforeAll(async () => {
  payload = await freshPayload()
  admin = await account('sara@example.com', 'admin', 'Sara Ahmed')
  // No name written: the history names the account by its address.
  editor = await account('history-editor@example.com', 'editor')
  categoryId = (await createCategory(payload)).id
})

const requestOf = async (user: TypedUser) => (await createLocalReq({ user }, payload)) as PayloadRequest

describe('the version history of a document', () => {
  it('lists each save, the newest first, with who saved it, its status, the languages it changed and what the site shows', async () => {
    const product = await createDoc(payload, {
      collection: 'products',
      data: { title: 'History Crisps', category: categoryId, _status: 'draft' },
      user: admin,
      overrideAccess: false,
    })
    const as = (user: TypedUser, locale: 'en' | 'ar' | 'ckb', data: Record<string, unknown>, draft = false) =>
      updateDoc(payload, { collection: 'products', id: product.id, locale, data, user, overrideAccess: false, draft })
    await as(editor, 'ar', { title: 'رقائق التاريخ', _status: 'published' })
    await as(admin, 'en', { title: 'History Salted Crisps', _status: 'draft' }, true)

    const history = await versionHistory({ collection: 'products' }, product.id, await requestOf(editor), {
      page: 1,
      limit: 10,
      published: true,
    })
    expect(history.totalDocs).toBe(3)
    expect(history.rows.map(({ by, status, languages, live, first }) => ({ by, status, languages, live, first }))).toEqual([
      { by: 'Sara Ahmed', status: 'draft', languages: ['en'], live: false, first: false },
      { by: 'history-editor@example.com', status: 'published', languages: ['ar'], live: true, first: false },
      { by: 'Sara Ahmed', status: 'draft', languages: ['en'], live: false, first: true },
    ])
    // To the second, as saved.
    expect(history.rows[0].savedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/)
  })

  it('says what the last version of a page changed against the one on the next page', async () => {
    const product = await createDoc(payload, {
      collection: 'products',
      data: { title: 'Paged Crisps', category: categoryId, _status: 'published' },
      overrideAccess: true,
    })
    await updateDoc(payload, {
      collection: 'products',
      id: product.id,
      locale: 'ckb',
      data: { title: 'چیپسی لاپەڕە' },
      user: admin,
      overrideAccess: false,
    })
    await updateDoc(payload, { collection: 'products', id: product.id, data: { order: 7 }, user: admin, overrideAccess: false })
    const req = await requestOf(admin)
    const [newest, older] = await Promise.all(
      [1, 2].map((page) => versionHistory({ collection: 'products' }, product.id, req, { page, limit: 1, published: true })),
    )
    expect([newest.totalPages, older.totalPages]).toEqual([3, 3])
    // Only the order changed: no language's text.
    expect(newest.rows[0]).toMatchObject({ languages: [], first: false, live: true, by: 'Sara Ahmed' })
    expect(older.rows[0]).toMatchObject({ languages: ['ckb'], first: false, live: false })
    // Saved with nobody signed in (as the demo content is): no one is named.
    const oldest = await versionHistory({ collection: 'products' }, product.id, req, { page: 3, limit: 1, published: true })
    expect(oldest.rows[0]).toMatchObject({ by: undefined, first: true, languages: ['en'] })
  })

  it('shows nothing as live once the document is unpublished', async () => {
    const product = await createDoc(payload, {
      collection: 'products',
      data: { title: 'Withdrawn Crisps', category: categoryId, _status: 'published' },
      overrideAccess: true,
    })
    await updateDoc(payload, { collection: 'products', id: product.id, data: { _status: 'draft' }, user: admin, overrideAccess: false })
    const history = await versionHistory({ collection: 'products' }, product.id, await requestOf(admin), {
      page: 1,
      limit: 10,
      published: false,
    })
    expect(history.rows.map((row) => row.live)).toEqual([false, false])
  })

  it('lists a global’s versions the same way', async () => {
    await updateGlobalDoc(payload, { slug: 'about-us', locale: 'ar', data: { title: 'من نحن' }, user: editor, overrideAccess: false })
    const history = await versionHistory({ global: 'about-us' }, undefined, await requestOf(editor), {
      page: 1,
      limit: 10,
      published: true,
    })
    expect(history.rows[0]).toMatchObject({ by: 'history-editor@example.com', status: 'published', languages: ['ar'], live: true })
  })

  it('is read with the account’s own right to versions: a visitor may not read it', async () => {
    const req = (await createLocalReq({}, payload)) as PayloadRequest
    await expect(versionHistory({ collection: 'products' }, 1, req, { page: 1, limit: 10, published: true })).rejects.toMatchObject({
      status: 403,
    })
  })
})
