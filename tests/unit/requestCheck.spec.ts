import { describe, expect, it } from 'vitest'

import { requestProblem } from '@/lib/api/requestCheck'

const base = 'http://127.0.0.1/api'
const get = (path: string) => requestProblem(new Request(`${base}${path}`))
const post = (path: string, body: BodyInit, type = 'application/json') =>
  requestProblem(new Request(`${base}${path}`, { method: 'POST', body, headers: { 'content-type': type } }))

describe('a REST request', () => {
  it('passes when it is well formed', async () => {
    expect(await get('/products/12?depth=1&locale=ar&fallback-locale=none')).toBeNull()
    expect(await get('/users/me')).toBeNull()
    expect(await get('/media/file/1944-chips.jpg')).toBeNull()
    expect(await get('/products?where={"title":{"equals":"a"}}&locale=all')).toBeNull()
    expect(await post('/products', JSON.stringify({ title: 'Chips', packs: [{ amount: 40, unit: 'g' }] }))).toBeNull()
    const form = new FormData()
    form.set('_payload', JSON.stringify({ alt: 'A bag' }))
    expect(await requestProblem(new Request(`${base}/media`, { method: 'POST', body: form }))).toBeNull()
    // The admin's long list queries: a POST whose body is the query string.
    const asGet = (body: string) =>
      requestProblem(
        new Request(`${base}/categories`, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-payload-http-method-override': 'GET' },
        }),
      )
    expect(await asGet('depth=0&limit=10&where[and][0][id][not_in][0]=3&locale=ar')).toBeNull()
    expect(await asGet('locale=xx')).toMatchObject({ status: 400 })
  })

  it('treats a document number with more after its digits as no document', async () => {
    expect(await get("/products/1' OR '1'='1")).toEqual({ status: 404, message: 'There is no document with this number.' })
    expect(await get('/products/1e400')).toMatchObject({ status: 404 })
    expect(await get('/products/1.5')).toMatchObject({ status: 404 })
  })

  it('refuses a query Payload would misread or fail on', async () => {
    expect(await get('/products?where=notjson')).toMatchObject({ status: 400, message: expect.stringContaining('where parameter') })
    expect(await get('/products?where={"id":')).toMatchObject({ status: 400 })
    expect(await get('/products?locale=xx')).toEqual({ status: 400, message: 'Unknown language "xx": use en, ar, ckb or all.' })
    expect(await get('/products?fallback-locale=zz')).toMatchObject({ status: 400 })
    expect(await get('/products?where[__proto__][polluted]=1')).toMatchObject({
      status: 400,
      message: expect.stringContaining('not allowed'),
    })
    expect(await get('/products?where[constructor][prototype][x]=1')).toMatchObject({ status: 400 })
  })

  it('refuses a body that is not one JSON object of sane depth', async () => {
    expect(await post('/products', '{"title": ')).toEqual({ status: 400, message: 'The body is not valid JSON.' })
    expect(await post('/products', '"title"')).toEqual({ status: 400, message: 'The body must be a JSON object.' })
    expect(await post('/products', '[1,2]')).toMatchObject({ message: 'The body must be a JSON object.' })
    expect(await post('/products', new Uint8Array([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d]))).toMatchObject({
      message: 'The body is not valid UTF-8 text.',
    })
    expect(await post('/products', `${'{"a":'.repeat(100)}1${'}'.repeat(100)}`)).toMatchObject({
      message: expect.stringContaining('nested'),
    })
    expect(await post('/products', '{"__proto__": {"admin": true}}')).toMatchObject({ message: expect.stringContaining('"__proto__"') })
    expect(await post('/products', '--xx\r\nbroken', 'multipart/form-data; boundary=xx')).toMatchObject({
      message: expect.stringContaining('form data'),
    })
  })

  it('refuses a body Payload would not read as the document, with 415, and a form without its fields', async () => {
    // Payload reads data only from exactly application/json; text/plain left the save without data (500).
    const unread = { status: 415, message: expect.stringContaining('Content-Type: application/json') }
    expect(await post('/enquiries', '{"name":"A"}', 'text/plain')).toEqual(unread)
    expect(await post('/enquiries', 'name=A', 'application/x-www-form-urlencoded')).toEqual(unread)
    expect(await post('/enquiries', '{"name":"A"}', 'application/json; charset=utf-8')).toBeNull()
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array([1, 2, 3])]), 'a.png')
    for (const method of ['POST', 'PATCH']) {
      expect(await requestProblem(new Request(`${base}/media/4`, { method, body: form }))).toEqual({
        status: 400,
        message: 'The form must carry the document’s fields as JSON in a field named _payload.',
      })
    }
    // Signing out has no body at all.
    expect(await requestProblem(new Request(`${base}/users/logout`, { method: 'POST' }))).toBeNull()
  })

  it('refuses a query too long or too large to run, in the query string or the method-override body', async () => {
    const conditions = (count: number) => Array.from({ length: count }, (_, n) => `where[or][${n}][title][equals]=t${n}`).join('&')
    const asGet = (body: string) =>
      requestProblem(
        new Request(`${base}/products`, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-payload-http-method-override': 'GET' },
        }),
      )
    expect(await asGet(conditions(30_000))).toEqual({ status: 400, message: 'The query has more than 1000 parameters.' })
    expect(await get(`/products?${conditions(1001)}`)).toMatchObject({ status: 400, message: expect.stringContaining('1000 parameters') })
    const where = JSON.stringify({ or: Array.from({ length: 201 }, (_, n) => ({ title: { equals: `t${n}` } })) })
    expect(await get(`/products?where=${encodeURIComponent(where)}`)).toEqual({
      status: 400,
      message: 'The query has more than 200 conditions.',
    })
    expect(await asGet(conditions(200))).toBeNull()
  })
})

describe('the versions of a collection or global', () => {
  const config = {
    collections: [{ slug: 'news', versions: { drafts: true } }, { slug: 'enquiries' }, { slug: 'media', versions: false }],
    globals: [{ slug: 'about-us', versions: { max: 50 } }, { slug: 'plain' }],
  }
  const ask = (path: string, method = 'GET') => requestProblem(new Request(`${base}${path}`, { method }), config)

  it('are not found, for every method, where the config keeps none', async () => {
    for (const path of ['/enquiries/versions', '/enquiries/versions/3', '/media/versions?depth=0'])
      expect(await ask(path)).toEqual({
        status: 404,
        message: expect.stringMatching(/^Documents of "(enquiries|media)" keep no versions\.$/),
      })
    expect(await ask('/enquiries/versions/3', 'POST')).toEqual({ status: 404, message: 'Documents of "enquiries" keep no versions.' })
    expect(await ask('/globals/plain/versions')).toEqual({ status: 404, message: 'The global "plain" keeps no versions.' })
  })

  it('pass where the config keeps them, or does not name the slug, or the word is not the versions segment', async () => {
    for (const path of [
      '/news/versions',
      '/news/versions/3',
      '/globals/about-us/versions',
      '/nothing/versions',
      '/media/file/versions',
      '/enquiries/3',
    ])
      expect(await ask(path)).toBeNull()
    // Without the config (the sign-in routes of their own) nothing is known of versions.
    expect(await get('/enquiries/versions')).toBeNull()
  })
})
