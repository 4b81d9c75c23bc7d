import { type APIResponse, expect, test } from '@playwright/test'

import { apiAuth } from './helpers/api'
import { type BadRequest, badRequests, COLLECTIONS, MARKER } from './helpers/badRequests'

/** A stack trace or a server path in an answer tells an attacker how the server is built. */
const LEAK = /\bat [\w.<>]+ \(|node_modules|\/work\/|\.tsx?:\d+|SQLITE_|syntax error at|DrizzleError|drizzle-orm/

async function send(
  request: Parameters<Parameters<typeof test>[2]>[0]['request'],
  item: BadRequest,
  auth: Record<string, string>,
): Promise<APIResponse> {
  const headers = item.as === 'admin' ? { ...auth } : {}
  const options = item.raw
    ? { headers: { ...headers, ...item.raw.headers, 'content-type': item.raw.contentType }, data: item.raw.body }
    : item.json !== undefined
      ? { headers, data: item.json }
      : { headers }
  return request.fetch(item.path, { method: item.method, ...options, maxRedirects: 0, failOnStatusCode: false })
}

/** Why an answer is wrong for its case, or null. */
async function verdict(item: BadRequest, response: APIResponse): Promise<string | null> {
  const status = response.status()
  const body = await response.text()
  if (status >= 500) return `${status}: ${body.slice(0, 160)}`
  if (LEAK.test(body)) return `${status} with server details: ${body.match(LEAK)?.[0]}`
  if (item.expect === 'harmless') return null
  // Redirects of a page to its canonical address are a fine answer to a bad address.
  if (status >= 300 && status < 400 && !item.path.startsWith('/api/')) return null
  if (status < 400) return `${status}, not refused: ${body.slice(0, 120)}`
  if (item.path.startsWith('/api/')) {
    const answer = JSON.parse(body) as { errors?: Array<{ message?: string }>; message?: string }
    const message = answer.errors?.[0]?.message ?? answer.message
    if (!message || message === 'Something went wrong.') return `${status} without a message`
    // A scanned code that names no product answers in plain words; every other page in HTML.
  } else if (!item.path.startsWith('/01/') && !(response.headers()['content-type'] ?? '').startsWith('text/html'))
    return `${status} page is not HTML`
  return null
}

test('hundreds of malformed requests are refused with a 4xx and a message, never a 5xx, and store nothing', async ({ request }) => {
  test.setTimeout(300_000)
  const auth = await apiAuth(request)
  const cases = badRequests()
  expect(cases.length).toBeGreaterThanOrEqual(300)
  const firstDocs = new Map<string, string>()
  for (const collection of COLLECTIONS) {
    const doc = await (await request.get(`/api/${collection}/1?depth=0`, { headers: auth })).json()
    firstDocs.set(collection, JSON.stringify(doc))
  }

  const failures: string[] = []
  for (const item of cases) {
    const problem = await verdict(item, await send(request, item, auth))
    if (problem) failures.push(`${item.method} ${item.name}: ${problem}`)
  }
  expect(failures, `${failures.length} of ${cases.length} answered wrongly`).toEqual([])

  // Nothing half-written: no document carries the probe's mark, the first ones are unchanged.
  // (Pictures, accounts, slides and enquiries have no title to carry it.)
  for (const collection of COLLECTIONS.filter((slug) => !['media', 'users', 'sliders', 'enquiries'].includes(slug))) {
    const found = await (await request.get(`/api/${collection}?where[title][like]=${MARKER}&draft=true&limit=0`, { headers: auth })).json()
    expect(found.totalDocs, collection).toBe(0)
  }
  for (const collection of COLLECTIONS) {
    const doc = await (await request.get(`/api/${collection}/1?depth=0`, { headers: auth })).json()
    expect(JSON.stringify(doc), collection).toBe(firstDocs.get(collection))
  }
})

test('an item chosen by a number that names nothing is refused at its field with a 400, published or draft, and nothing is saved', async ({
  request,
}) => {
  const auth = await apiAuth(request)
  type Refusal = { errors: Array<{ data?: { errors?: Array<{ path: string; message: string }> } }> }
  const product = await request.post('/api/products', { headers: auth, data: { title: `${MARKER} missing category`, category: 999999 } })
  expect(product.status()).toBe(400)
  expect(((await product.json()) as Refusal).errors[0].data?.errors).toEqual([
    expect.objectContaining({
      path: 'category',
      message: 'The item chosen here (number 999999) does not exist, or was deleted. Choose another.',
    }),
  ])
  const found = await (await request.get(`/api/products?where[title][like]=${MARKER}&draft=true&limit=0`, { headers: auth })).json()
  expect(found.totalDocs).toBe(0)

  // A draft skips the checks of a published save; not this one.
  const before = await (await request.get('/api/recipes/1?depth=0&draft=true', { headers: auth })).json()
  const draft = await request.patch('/api/recipes/1?draft=true', { headers: auth, data: { products: [999998, 999999] } })
  expect(draft.status()).toBe(400)
  expect(((await draft.json()) as Refusal).errors[0].data?.errors).toEqual([
    expect.objectContaining({
      path: 'products',
      message: 'The items chosen here numbered 999998, 999999 do not exist, or were deleted. Choose others.',
    }),
  ])
  expect(await (await request.get('/api/recipes/1?depth=0&draft=true', { headers: auth })).json()).toEqual(before)
})
