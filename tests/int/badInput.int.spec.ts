import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { answeredByRestRoute, type BadRequest, badRequests, COLLECTIONS, MARKER, verdict } from '../e2e/helpers/badRequests'
import { createCategory, createImage } from './helpers/fixtures'
import { createAdmin, createDoc } from './helpers/payload'
import { bearer, freshPayloadForRoutes } from './helpers/rest'
import { listenSite, type Site } from './helpers/siteServer'

/**
 * Malformed and hostile requests to the REST API (tests/e2e/helpers/badRequests.ts), one
 * test each: never a 5xx or a stack trace, a 4xx with a message for the malformed ones, and
 * nothing stored. Over HTTP through the site's own server, whose steps a visitor's request
 * meets first, then the app's REST handler in process. The same list's pages and
 * forgot-password, which Next answers: tests/e2e/bad-input.e2e.spec.ts.
 */
let payload: Payload
let site: Site
let auth: Record<string, string>
const firstDocs = new Map<string, string>()

const cases = badRequests().filter(answeredByRestRoute)
const asAdmin = () => auth

beforeAll(async () => {
  payload = await freshPayloadForRoutes({ RATE_LIMIT_MULTIPLIER: '1000' })
  site = await listenSite()
  // Document 1 of every collection the cases change or read by number.
  const account = await createAdmin(payload, 'bad-input@example.com')
  auth = await bearer(payload, account.email, 'correct horse battery staple')
  const category = (await createCategory(payload, 'Bad input crisps')).id
  const image = await createImage(payload, 'Bad input picture')
  const published = { _status: 'published' }
  const documents: Array<[string, Record<string, unknown>]> = [
    ['products', { title: 'Bad input product', category, ...published }],
    ['sub-categories', { title: 'Bad input sub category', category, ...published }],
    ['recipes', { title: 'Bad input recipe', ...published }],
    ['news', { title: 'Bad input news', ...published }],
    ['videos', { title: 'Bad input video', videoUrl: 'https://vimeo.com/76979871', ...published }],
    ['health-care', { title: 'Bad input advice', ...published }],
    ['jobs', { title: 'Bad input job', ...published }],
    ['sliders', { title: 'Bad input slide', image, ...published }],
    ['enquiries', { name: 'Bad input buyer', country: 'Germany', email: 'buyer@bad-input.example', message: 'Prices?', consent: true }],
  ]
  for (const [collection, data] of documents) {
    await createDoc(payload, { collection: collection as 'products', data, overrideAccess: true })
  }
  for (const collection of COLLECTIONS) {
    const doc = await site.send('GET', `/api/${collection}/1?depth=0`, { headers: auth })
    expect(doc.status, `${collection} 1`).toBe(200)
    firstDocs.set(collection, doc.text)
  }
})
afterAll(async () => site?.close())

/** A case sent as a script sends it: the administrator's bearer header where it says so. */
function send(item: BadRequest) {
  const headers = item.as === 'admin' ? { ...asAdmin() } : {}
  if (item.raw) {
    return site.send(item.method, item.path, {
      headers: { ...headers, ...item.raw.headers, 'content-type': item.raw.contentType },
      raw: typeof item.raw.body === 'string' ? item.raw.body : new Uint8Array(item.raw.body),
    })
  }
  return site.send(item.method, item.path, { headers, json: item.json })
}

it('the list covers hundreds of API requests', () => {
  expect(cases.length).toBeGreaterThanOrEqual(300)
})

for (const item of cases) {
  it(`${item.method} ${item.name}`, async () => {
    const answer = await send(item)
    expect(verdict(item, { status: answer.status, body: answer.text, contentType: answer.headers.get('content-type') ?? '' })).toBeNull()
  })
}

// After the cases above (a file's tests run in order).
it('nothing half-written: no document carries the probe’s mark, the first ones are unchanged', async () => {
  // (Pictures, accounts, slides and enquiries have no title to carry it.)
  for (const collection of COLLECTIONS.filter((slug) => !['media', 'users', 'sliders', 'enquiries'].includes(slug))) {
    const found = await site.send('GET', `/api/${collection}?where[title][like]=${MARKER}&draft=true&limit=0`, { headers: auth })
    expect(found.json<{ totalDocs: number }>().totalDocs, collection).toBe(0)
  }
  for (const collection of COLLECTIONS) {
    const doc = await site.send('GET', `/api/${collection}/1?depth=0`, { headers: auth })
    expect(doc.text, collection).toBe(firstDocs.get(collection))
  }
})

it('an item chosen by a number that names nothing is refused at its field with a 400, published or draft, and nothing is saved', async () => {
  type Refusal = { errors: Array<{ data?: { errors?: Array<{ path: string; message: string }> } }> }
  const product = await site.send('POST', '/api/products', {
    headers: auth,
    json: { title: `${MARKER} missing category`, category: 999999 },
  })
  expect(product.status).toBe(400)
  expect(product.json<Refusal>().errors[0].data?.errors).toEqual([
    expect.objectContaining({
      path: 'category',
      message: 'The item chosen here (number 999999) does not exist, or was deleted. Choose another.',
    }),
  ])
  const found = await site.send('GET', `/api/products?where[title][like]=${MARKER}&draft=true&limit=0`, { headers: auth })
  expect(found.json<{ totalDocs: number }>().totalDocs).toBe(0)

  // A draft skips the checks of a published save; not this one.
  const before = (await site.send('GET', '/api/recipes/1?depth=0&draft=true', { headers: auth })).json<unknown>()
  const draft = await site.send('PATCH', '/api/recipes/1?draft=true', { headers: auth, json: { products: [999998, 999999] } })
  expect(draft.status).toBe(400)
  expect(draft.json<Refusal>().errors[0].data?.errors).toEqual([
    expect.objectContaining({
      path: 'products',
      message: 'The items chosen here numbered 999998, 999999 do not exist, or were deleted. Choose others.',
    }),
  ])
  expect((await site.send('GET', '/api/recipes/1?depth=0&draft=true', { headers: auth })).json<unknown>()).toEqual(before)
})
