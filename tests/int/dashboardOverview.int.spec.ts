import { createLocalReq, type Payload, type TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { readOverview } from '@/admin/Dashboard/overviewData'
import { translatedLocales } from '@/i18n/locales'

import { createCategory, text } from './helpers/fixtures'
import { createAdmin, freshPayload, updateDoc } from './helpers/payload'

let payload: Payload
let admin: TypedUser

beforeAll(async () => {
  payload = await freshPayload()
  admin = await createAdmin(payload)
})

describe("the dashboard's overview", () => {
  it('counts, per content type, what lacks each language but English, and names what was edited last', async () => {
    const english = await createCategory(payload, 'Only English')
    const arabic = await createCategory(payload, 'With Arabic')
    for (const { id } of [english, arabic]) {
      await updateDoc(payload, { collection: 'categories', id, data: { description: text('Crisp.') }, overrideAccess: true })
    }
    await updateDoc(payload, {
      collection: 'categories',
      id: arabic.id,
      locale: 'ar',
      data: { title: 'مع العربية', description: text('مقرمشة.') },
      overrideAccess: true,
    })
    const { i18n } = await createLocalReq({ user: admin }, payload)

    const overview = await readOverview(payload, i18n, admin)
    const categories = overview.rows.find((row) => row.slug === 'categories')!
    expect(Object.keys(categories.missing)).toEqual([...translatedLocales])
    expect(categories.missing.ar).toEqual([english.id])
    expect(categories.missing.ckb.sort()).toEqual([english.id, arabic.id].sort())
    expect(categories.published).toBe(2)
    expect(Object.keys(overview.media.missing)).toEqual([...translatedLocales])
    for (const global of overview.globals) expect(Object.keys(global.missing)).toEqual([...translatedLocales])
    expect(overview.recent.map((document) => document.title)).toContain('With Arabic')
  })
})
