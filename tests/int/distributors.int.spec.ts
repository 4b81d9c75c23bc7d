import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { createDoc, freshPayload } from './helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await freshPayload()
})

type Refusal = { status?: number; data?: { errors?: Array<{ path: string; message: string }> } }

const place = (fields: Record<string, unknown> = {}) => ({
  name: 'Orient Feinkost',
  country: 'Germany',
  city: 'Berlin',
  phone: '+49 30 1234 5678',
  email: 'info@example.com',
  website: 'https://www.example.com',
  location: { latitude: 52.48, longitude: 13.43 },
  _status: 'published',
  ...fields,
})

it('refuses a place without its name, country or city in English, or with a wrong website, phone, e-mail or point, and stores nothing', async () => {
  const before = (await payload.count({ collection: 'distributors', overrideAccess: true })).totalDocs
  const error = await createDoc(payload, {
    collection: 'distributors',
    data: place({
      name: '',
      country: ' ',
      city: '',
      website: 'javascript:alert(1)',
      phone: 'call us',
      email: 'not an address',
      location: { latitude: 95, longitude: 13 },
    }),
    overrideAccess: true,
  }).then(
    () => undefined,
    (err: Refusal) => err,
  )
  expect(error?.status).toBe(400)
  const messages = Object.fromEntries((error?.data?.errors ?? []).map((e) => [e.path, e.message]))
  expect(messages).toMatchObject({
    name: 'Name is required in English.',
    country: 'Country is required in English.',
    city: 'City is required in English.',
    website: 'Enter the website as a full address, for example https://www.example.com.',
    phone: 'Enter the phone number with digits only, for example +964 750 123 4567.',
    'location.latitude': 'Latitude must be a number from -90 to 90.',
  })
  expect(Object.keys(messages)).toContain('email')
  expect((await payload.count({ collection: 'distributors', overrideAccess: true })).totalDocs).toBe(before)
})

it('keeps a place in three languages and shows visitors only published ones', async () => {
  const saved = await createDoc(payload, { collection: 'distributors', data: place(), overrideAccess: true })
  await payload.update({
    collection: 'distributors',
    id: saved.id,
    locale: 'ar',
    data: { name: 'أورينت', country: 'ألمانيا', city: 'برلين' },
    overrideAccess: true,
  })
  await createDoc(payload, {
    collection: 'distributors',
    data: place({ name: 'Not yet', _status: 'draft' }),
    overrideAccess: true,
    draft: true,
  })
  const { docs } = await payload.find({ collection: 'distributors', locale: 'ar', overrideAccess: false, depth: 0 })
  expect(docs.map((doc) => doc.name)).toEqual(['أورينت'])
  expect(docs[0].location).toEqual({ latitude: 52.48, longitude: 13.43 })
})
