import { createLocalReq, type Endpoint, type Payload, type PayloadRequest, type TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { RESTORE_LANGUAGE_PATH } from '@/lib/versions/restoreLanguageEndpoint'
import { versionLanguages } from '@/lib/versions/restoreLanguage'

import { createCategory, text } from './helpers/fixtures'
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
    data: { email: 'restore-editor@example.com', password: 'correct horse battery staple', role: 'editor' },
    overrideAccess: true,
  })
  editor = { ...account, collection: 'users' } as TypedUser
  categoryId = (await createCategory(payload)).id
})

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : value)

/** The endpoint as the REST API runs it: its handler, with the route's id and the JSON body. */
function endpointOf(entity: 'products' | 'contact-us'): Endpoint {
  const config =
    entity === 'products' ? payload.collections.products.config : payload.globals.config.find((global) => global.slug === entity)!
  const endpoint = (config.endpoints || []).find((each) => each.path === RESTORE_LANGUAGE_PATH && each.method === 'post')
  if (!endpoint) throw new Error(`${entity} has no restore-language endpoint`)
  return endpoint
}

async function restore(
  entity: 'products' | 'contact-us',
  versionId: number | string,
  body: Record<string, unknown>,
  user: TypedUser | null,
): Promise<{ message: string; doc: Record<string, unknown> }> {
  const req = (await createLocalReq({ user: user ?? undefined }, payload)) as PayloadRequest
  req.routeParams = { id: String(versionId) }
  req.data = body
  const response = await endpointOf(entity).handler(req)
  expect(response.status).toBe(200)
  return response.json()
}

async function productIn(id: number, locale: 'en' | 'ar' | 'ckb', draft = false) {
  return payload.findByID({ collection: 'products', id, locale, fallbackLocale: false, depth: 0, draft, overrideAccess: true })
}

async function versionsOf(id: number) {
  const { docs } = await payload.findVersions({
    collection: 'products',
    where: { parent: { equals: id } },
    // Ids grow with each save; two saves can share a millisecond.
    sort: 'id',
    depth: 0,
    limit: 50,
  })
  return docs
}

/** A product written in English first (version 1), then translated to Arabic and Kurdish, then its English changed. */
async function translatedProduct(name: string) {
  const product = await createDoc(payload, {
    collection: 'products',
    data: { title: `${name} in English`, description: text('The first English words.'), category: categoryId, _status: 'published' },
    user: admin,
    overrideAccess: false,
    depth: 0,
  })
  const translate = (locale: string, title: string, words: string) =>
    updateDoc(payload, {
      collection: 'products',
      id: product.id,
      locale,
      data: { title, description: text(words), _status: 'published' },
      user: admin,
      overrideAccess: false,
    })
  await translate('ar', `${name} بالعربية`, 'كلمات عربية')
  await translate('ckb', `${name} بە کوردی`, 'وشەی کوردی')
  await translate('en', `${name} in English, rewritten`, 'Newer English words.')
  return product.id
}

describe('restoring one language of a version', () => {
  it('restores only the English of an English-only first version, and keeps the Arabic and Kurdish', async () => {
    const id = await translatedProduct('Crisps')
    const [first] = await versionsOf(id)

    const { doc } = await restore('products', first.id, { locale: 'en' }, editor)
    expect(idOf(doc.updatedBy)).toBe(editor.id)

    const [en, ar, ckb] = await Promise.all([productIn(id, 'en'), productIn(id, 'ar'), productIn(id, 'ckb')])
    expect(en.title).toBe('Crisps in English')
    expect(ar.title).toBe('Crisps بالعربية')
    expect(ckb.title).toBe('Crisps بە کوردی')
    expect(JSON.stringify(ar.description)).toContain('كلمات عربية')
    expect(en._status).toBe('published')
    expect(idOf(en.updatedBy)).toBe(editor.id)
    // It is a save like any other: a new version, recording who restored.
    const latest = (await versionsOf(id)).at(-1)!
    expect(idOf(latest.version.updatedBy)).toBe(editor.id)
  })

  it('refuses Arabic from a version that had none, and changes nothing', async () => {
    const id = await translatedProduct('Pretzels')
    const [first] = await versionsOf(id)
    const before = await versionsOf(id)

    const req = (await createLocalReq({ user: admin }, payload)) as PayloadRequest
    req.routeParams = { id: String(first.id) }
    req.data = { locale: 'ar' }
    await expect(endpointOf('products').handler(req)).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('no Arabic text'),
    })
    expect((await productIn(id, 'ar')).title).toBe('Pretzels بالعربية')
    expect(await versionsOf(id)).toHaveLength(before.length)
  })

  it('brings back an earlier Arabic text while the English and Kurdish stay as they are now', async () => {
    const id = await translatedProduct('Popcorn')
    await updateDoc(payload, {
      collection: 'products',
      id,
      locale: 'ar',
      data: { title: 'فشار', _status: 'published' },
      user: admin,
      overrideAccess: false,
    })
    const withFirstArabic = (await versionsOf(id))[1]

    await restore('products', withFirstArabic.id, { locale: 'ar' }, admin)
    expect((await productIn(id, 'ar')).title).toBe('Popcorn بالعربية')
    expect((await productIn(id, 'en')).title).toBe('Popcorn in English, rewritten')
    expect((await productIn(id, 'ckb')).title).toBe('Popcorn بە کوردی')
  })

  it('names what a full restore does to each language', async () => {
    const id = await translatedProduct('Nuts')
    const [first, second] = await versionsOf(id)
    const req = await createLocalReq({ user: admin }, payload)
    expect((await versionLanguages({ collection: 'products' }, Number(first.id), req)).changes).toEqual({
      en: 'changes',
      ar: 'removed',
      ckb: 'removed',
    })
    expect((await versionLanguages({ collection: 'products' }, Number(second.id), req)).changes).toEqual({
      en: 'changes',
      ar: 'same',
      ckb: 'removed',
    })
  })

  it('restores the text of the ingredients the version had, and keeps the list of ingredients as it is now', async () => {
    const product = await createDoc(payload, {
      collection: 'products',
      data: { title: 'Salted crisps', category: categoryId, ingredients: [{ name: 'Potatoes' }, { name: 'Salt' }], _status: 'published' },
      user: admin,
      overrideAccess: false,
      depth: 0,
    })
    const rows = (product.ingredients ?? []).map((row) => ({ id: row.id }))
    const arabic = (names: string[], extra: Record<string, unknown>[] = []) =>
      updateDoc(payload, {
        collection: 'products',
        id: product.id,
        locale: 'ar',
        data: { ingredients: [...rows.map((row, index) => ({ ...row, name: names[index] })), ...extra], _status: 'published' },
        user: admin,
        overrideAccess: false,
      })
    await arabic(['بطاطس', 'ملح'])
    const good = (await versionsOf(product.id)).at(-1)!
    await arabic(['خطأ', 'خطأ'], [{ name: 'زيت' }])

    await restore('products', good.id, { locale: 'ar' }, admin)
    const ar = await productIn(product.id, 'ar')
    expect(ar.ingredients?.map((row) => row.name ?? null)).toEqual(['بطاطس', 'ملح', 'زيت'])
    const en = await productIn(product.id, 'en')
    expect(en.ingredients?.map((row) => row.name ?? null)).toEqual(['Potatoes', 'Salt', null])
  })

  it('saves the text of a draft version as a draft, and the site keeps what it shows', async () => {
    const id = await translatedProduct('Wafers')
    await updateDoc(payload, {
      collection: 'products',
      id,
      locale: 'ar',
      data: { title: 'مسودة' },
      draft: true,
      user: admin,
      overrideAccess: false,
    })
    const draft = (await versionsOf(id)).at(-1)!
    await updateDoc(payload, {
      collection: 'products',
      id,
      locale: 'ar',
      data: { title: 'منشور', _status: 'published' },
      user: admin,
      overrideAccess: false,
    })

    await restore('products', draft.id, { locale: 'ar' }, admin)
    expect((await productIn(id, 'ar')).title).toBe('منشور')
    expect((await productIn(id, 'ar', true)).title).toBe('مسودة')
  })

  it('restores one language of a page (a global) too', async () => {
    await updateGlobalDoc(payload, { slug: 'contact-us', locale: 'ar', data: { title: 'اتصل بنا' }, user: admin, overrideAccess: false })
    const { docs } = await payload.findGlobalVersions({ slug: 'contact-us', sort: '-createdAt', depth: 0, limit: 1 })
    await updateGlobalDoc(payload, { slug: 'contact-us', locale: 'ar', data: { title: 'خطأ' }, user: admin, overrideAccess: false })

    await restore('contact-us', docs[0].id, { locale: 'ar' }, editor)
    const now = await payload.findGlobal({ slug: 'contact-us', locale: 'ar', fallbackLocale: false, depth: 0, overrideAccess: true })
    expect(now.title).toBe('اتصل بنا')
    expect(idOf(now.updatedBy)).toBe(editor.id)
  })

  it('answers bad input with 400, an unknown version with 404 and a visitor with 403, and stores nothing', async () => {
    const id = await translatedProduct('Biscuits')
    const [first] = await versionsOf(id)
    const count = (await versionsOf(id)).length
    const attempt = async (versionId: string, body: Record<string, unknown>, user: TypedUser | null) => {
      const req = (await createLocalReq({ user: user ?? undefined }, payload)) as PayloadRequest
      req.routeParams = { id: versionId }
      req.data = body
      return endpointOf('products').handler(req)
    }
    await expect(attempt(String(first.id), { locale: 'fr' }, admin)).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('"locale"'),
    })
    await expect(attempt(String(first.id), {}, admin)).rejects.toMatchObject({ status: 400 })
    await expect(attempt('abc', { locale: 'en' }, admin)).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('version id'),
    })
    await expect(attempt('987654', { locale: 'en' }, admin)).rejects.toMatchObject({ status: 404 })
    await expect(attempt(String(first.id), { locale: 'en' }, null)).rejects.toMatchObject({ status: 403 })
    expect(await versionsOf(id)).toHaveLength(count)
    expect((await productIn(id, 'en')).title).toBe('Biscuits in English, rewritten')
  })
})
