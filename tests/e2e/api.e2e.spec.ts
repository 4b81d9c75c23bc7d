import fs from 'node:fs'

import { expect, test } from '@playwright/test'

import { adminToken } from './helpers/admin'

test('anonymous writes are refused and nothing is stored', async ({ request }) => {
  const response = await request.post('/api/products', { data: { title: 'Sneaky product' } })
  expect(response.status()).toBe(403)
  const list = await (await request.get('/api/products?where[title][equals]=Sneaky%20product')).json()
  expect(list.totalDocs).toBe(0)
})

test('users are not readable anonymously', async ({ request }) => {
  expect((await request.get('/api/users')).status()).toBe(403)
})

test('a bad barcode is refused with 400, the field named and the expected digit given', async ({ request }) => {
  const headers = { Authorization: `JWT ${adminToken()}` }
  const categories = await (await request.get('/api/categories?limit=1', { headers })).json()

  const response = await request.post('/api/products', {
    headers,
    data: { title: 'Bad barcode product', barcode: '6260000000011', category: categories.docs[0].id, _status: 'published' },
  })
  expect(response.status()).toBe(400)
  const body = (await response.json()) as { errors: Array<{ data?: { errors?: Array<{ path: string; message: string }> } }> }
  const fieldErrors = body.errors[0].data?.errors ?? []
  expect(fieldErrors).toContainEqual(expect.objectContaining({ path: 'barcode', message: expect.stringContaining('should be 9') }))
  const list = await (await request.get('/api/products?where[title][equals]=Bad%20barcode%20product', { headers })).json()
  expect(list.totalDocs).toBe(0)
})

test('a file that does not exist is not found, and a path outside the library is refused', async ({ request }) => {
  const missing = await request.get('/api/media/file/no-such-picture.jpg')
  expect(missing.status()).toBe(404)
  expect(((await missing.json()) as { errors: Array<{ message: string }> }).errors[0].message).toBe('This file does not exist.')
  const outside = await request.get('/api/media/file/..%2F..%2Fpackage.json')
  expect(outside.status()).toBeGreaterThanOrEqual(400)
  expect(outside.status()).toBeLessThan(500)
})

test('a load balancer can ask /api/health whether this instance can serve and save', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toContain('no-store')
  // Which check passed, nothing more: no versions, paths or settings.
  expect(await response.json()).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } })
})

test('an uploaded file gets a name made on the server, from the words of its own', async ({ request }) => {
  const headers = { Authorization: `JWT ${adminToken()}` }
  const response = await request.post('/api/media', {
    headers,
    multipart: {
      file: { name: '../../My Holiday Photo!!.JPG', mimeType: 'image/jpeg', buffer: fs.readFileSync('tests/e2e/fixtures/biscuit.jpg') },
      _payload: JSON.stringify({ alt: 'A plate of biscuits' }),
    },
  })
  expect(response.status()).toBe(201)
  const { doc } = (await response.json()) as { doc: { id: number; filename: string } }
  expect(doc.filename).toMatch(/^my-holiday-photo-[0-9a-f]{8}\.jpg$/)
  await request.delete(`/api/media/${doc.id}`, { headers })
})
