import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { serverURL } from '@/lib/serverUrl'
import { ANONYMOUS_OPERATIONS, ANONYMOUS_WRITABLE, SESSION_COOKIE } from '@/server/http/anonymousWrites'

import { pngClaiming } from '../unit/helpers/pngClaiming'
import { PNG_1PX } from './helpers/fixtures'
import { createAdmin } from './helpers/payload'
import { bearer, freshPayloadForRoutes, rest, restRequest } from './helpers/rest'

/**
 * What the REST API refuses with a 4xx where it failed with a 500 (issue 47): a query too
 * large to run, a form without its document, a body of another type than JSON, a picture
 * too large for the decoder; and the list of what visitors may write, which the site's
 * server refuses early (src/server/http/anonymousWrites.ts), held against the access rules.
 * Through the app's route handlers in process. What the server refuses before the app:
 * tests/unit/refusedEarly.spec.ts and tests/unit/bodyLimits.spec.ts.
 */
let payload: Payload
let admin: Record<string, string>

beforeAll(async () => {
  payload = await freshPayloadForRoutes()
  const account = await createAdmin(payload, 'early-admin@example.com')
  admin = await bearer(payload, account.email, 'correct horse battery staple')
})

const errorOf = async (response: Response) => ((await response.json()) as { errors: Array<{ message: string }> }).errors[0]?.message
const conditions = (count: number) => Array.from({ length: count }, (_, n) => `where[or][${n}][title][equals]=t${n}`).join('&')

/** The admin's long list read: a POST whose form body is the query. */
const readByPost = (query: string) =>
  restRequest(
    new Request(new URL('/api/products', serverURL), {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded', 'x-payload-http-method-override': 'GET' },
      body: query,
    }),
  )

/** A request with any body and type, as a script sends it. */
const send = (method: string, path: string, type: string, body: BodyInit, headers: Record<string, string> = {}) =>
  restRequest(new Request(new URL(path, serverURL), { method, headers: { 'content-type': type, ...headers }, body }))

describe('a query too large to run', () => {
  it('is refused with 400 naming the limit, in the address or in the method-override form', async () => {
    const inAddress = await rest('GET', `/api/products?${conditions(1000)}`)
    expect([inAddress.status, await errorOf(inAddress)]).toEqual([400, 'The query has more than 200 conditions.'])
    const thousand = await readByPost(conditions(1000))
    expect([thousand.status, await errorOf(thousand)]).toEqual([400, 'The query has more than 200 conditions.'])
    const huge = await readByPost(conditions(30_000))
    expect([huge.status, await errorOf(huge)]).toEqual([400, 'The query has more than 1000 parameters.'])
    // Within the limit, the admin's long lists still answer.
    expect((await readByPost(conditions(200))).status).toBe(200)
  })
})

describe('a body Payload cannot take as a document', () => {
  it('a multipart POST or PATCH without _payload is a 400, and nothing is stored', async () => {
    const form = () => {
      const data = new FormData()
      data.set('file', new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), 'dot.png')
      return data
    }
    const created = await rest('POST', '/api/media', { headers: admin, form: form() })
    expect([created.status, await errorOf(created)]).toEqual([
      400,
      'The form must carry the document’s fields as JSON in a field named _payload.',
    ])
    const { id } = await payload.create({
      collection: 'media',
      data: { alt: 'A dot' },
      file: { data: PNG_1PX, mimetype: 'image/png', name: 'dot.png', size: PNG_1PX.length },
      overrideAccess: true,
    })
    expect((await rest('PATCH', `/api/media/${id}`, { headers: admin, form: form() })).status).toBe(400)
    expect((await payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(1)
  })

  it('JSON sent as text/plain is a 415 that names the type to use, and nothing is stored', async () => {
    const body = JSON.stringify({ name: 'Sent as text', email: 'text@example.com', message: 'Hello' })
    for (const headers of [{}, admin]) {
      const response = await send('POST', '/api/enquiries', 'text/plain', body, headers)
      expect([response.status, await errorOf(response)]).toEqual([
        415,
        'Send the data as JSON with the header Content-Type: application/json, or a file as multipart/form-data.',
      ])
    }
    expect((await payload.count({ collection: 'enquiries', overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('a picture over sharp’s own pixel limit (268 megapixels)', () => {
  it('gets the site’s “too large” message and a 413, not the decoder’s error', async () => {
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(pngClaiming(20_000, 20_000))], { type: 'image/png' }), 'huge.png')
    form.set('_payload', JSON.stringify({ alt: 'Huge' }))
    const response = await rest('POST', '/api/media', { headers: admin, form })
    expect(response.status).toBe(413)
    expect(await errorOf(response)).toMatch(/^This picture is 20,000 × 20,000 pixels; pictures can be at most 40 megapixels/)
    expect((await payload.count({ collection: 'media', where: { alt: { equals: 'Huge' } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('the versions of a collection that keeps none', () => {
  const WITHOUT = ['users', 'enquiries', 'applications', 'media', 'documents', 'cv-files']

  it('are the ones the config names', () => {
    const without = payload.config.collections.filter((collection) => !collection.versions).map(({ slug }) => slug)
    expect(without).toEqual(expect.arrayContaining(WITHOUT))
    // The one global without them is Payload's own bookkeeping of the job schedules.
    expect(payload.config.globals.filter((global) => !global.versions).map(({ slug }) => slug)).toEqual(['payload-jobs-stats'])
  })

  it('are not found, with a message, for every method, where Payload answered 500', async () => {
    for (const slug of WITHOUT) {
      const list = await rest('GET', `/api/${slug}/versions`, { headers: admin })
      expect([list.status, await errorOf(list)]).toEqual([404, `Documents of "${slug}" keep no versions.`])
    }
    const one = await rest('GET', '/api/enquiries/versions/1', { headers: admin })
    expect([one.status, await errorOf(one)]).toEqual([404, 'Documents of "enquiries" keep no versions.'])
    const restore = await rest('POST', '/api/users/versions/1', { headers: admin, json: {} })
    expect([restore.status, await errorOf(restore)]).toEqual([404, 'Documents of "users" keep no versions.'])
    const global = await rest('GET', '/api/globals/payload-jobs-stats/versions', { headers: admin })
    expect([global.status, await errorOf(global)]).toEqual([404, 'The global "payload-jobs-stats" keeps no versions.'])
    // What Payload alone answers for the same request: the reason for the check.
    const { default: config } = await import('@payload-config')
    const { REST_GET } = await import('@payloadcms/next/routes')
    const request = new Request(new URL('/api/enquiries/versions', serverURL), { headers: admin })
    expect((await REST_GET(config)(request, { params: Promise.resolve({ slug: ['enquiries', 'versions'] }) })).status).toBe(500)
  })

  it('leaves the versions of what keeps them as they were, for an administrator', async () => {
    const news = await payload.create({ collection: 'news', data: { title: 'Versioned' }, draft: true, overrideAccess: true })
    const list = await rest('GET', `/api/news/versions?depth=0&where[parent][equals]=${news.id}`, { headers: admin })
    expect(list.status).toBe(200)
    const { docs } = (await list.json()) as { docs: Array<{ id: number; parent: number }> }
    expect(docs.map(({ parent }) => parent)).toEqual([news.id])
    expect((await rest('GET', `/api/news/versions/${docs[0]?.id}`, { headers: admin })).status).toBe(200)
    expect((await rest('GET', '/api/globals/about-us/versions', { headers: admin })).status).toBe(200)
  })
})

describe('what a visitor without a session may write through the API', () => {
  /** Whether an access rule lets a visitor without an account through (true, or a query that may match). */
  const passes = async (rule: ((args: { req: PayloadRequest }) => unknown) | undefined, req: PayloadRequest) =>
    rule ? Boolean(await rule({ req })) : false

  it('is what the collections’ and globals’ access rules allow, which the site’s server lets through', async () => {
    const req = (await createLocalReq({}, payload)) as PayloadRequest
    const writable: string[] = []
    for (const { config } of Object.values(payload.collections)) {
      const access = config.access as Record<string, ((args: { req: PayloadRequest }) => unknown) | undefined>
      for (const operation of ['create', 'update', 'delete']) if (await passes(access[operation], req)) writable.push(config.slug)
    }
    for (const global of payload.config.globals) {
      const access = global.access as Record<string, ((args: { req: PayloadRequest }) => unknown) | undefined>
      if (await passes(access.update, req)) writable.push(global.slug)
    }
    expect([...new Set(writable)].sort()).toEqual([...ANONYMOUS_WRITABLE].sort())
  })

  it('names Payload’s session cookie and its one collection of accounts', () => {
    expect(SESSION_COOKIE).toBe(`${payload.config.cookiePrefix}-token`)
    const accounts = Object.values(payload.collections).filter(({ config }) => config.auth)
    expect(accounts.map(({ config }) => config.slug)).toEqual(['users'])
    expect(ANONYMOUS_OPERATIONS.test('/api/users/login')).toBe(true)
  })
})
