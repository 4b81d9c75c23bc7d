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
    expect(await post('/products', JSON.stringify({ title: 'Chips', packSizes: [{ amount: 40, unit: 'g' }] }))).toBeNull()
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
    expect(await post('/products', 'title', 'text/plain')).toMatchObject({ message: 'The body is not valid JSON.' })
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
})
