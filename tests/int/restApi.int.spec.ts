import fs from 'node:fs'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createCategory, PNG_1PX } from './helpers/fixtures'
import { createAdmin, createDoc } from './helpers/payload'
import { bearer, fieldErrors, freshPayloadForRoutes, rest } from './helpers/rest'

/**
 * What the REST API answers, through the app's own route handlers in process: who may read
 * and write, what is refused with which status and message, and that nothing is stored then.
 * (These were browser-suite tests that never opened a page.)
 */
let payload: Payload
let admin: Record<string, string>
let editor: Record<string, string>
let category: { id: number }

const PASSWORD = 'correct horse battery staple'
/** The smallest file that starts and ends as a PDF does. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\nstartxref\n9\n%%EOF\n', 'latin1')

beforeAll(async () => {
  payload = await freshPayloadForRoutes()
  const account = await createAdmin(payload, 'rest-admin@example.com')
  admin = await bearer(payload, account.email, PASSWORD)
  await payload.create({
    collection: 'users',
    data: { email: 'rest-editor@example.com', password: PASSWORD, role: 'editor' },
    overrideAccess: true,
  })
  editor = await bearer(payload, 'rest-editor@example.com', PASSWORD)
  category = await createCategory(payload, 'REST crisps')
})

const countWhere = async (collection: 'products' | 'categories' | 'enquiries' | 'documents', field: string, value: string) =>
  (await payload.count({ collection, where: { [field]: { equals: value } }, overrideAccess: true })).totalDocs

/** A form as a browser or script uploads a file: the file and the document's fields as JSON. */
function upload(file: { name: string; type: string; bytes: Buffer }, fields: Record<string, unknown> = {}): FormData {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  form.set('_payload', JSON.stringify(fields))
  return form
}

describe('anonymous visitors', () => {
  it('cannot write, and nothing is stored', async () => {
    const response = await rest('POST', '/api/products', { json: { title: 'Sneaky product' } })
    expect(response.status).toBe(403)
    expect(await countWhere('products', 'title', 'Sneaky product')).toBe(0)
  })

  it('cannot read the accounts', async () => {
    const response = await rest('GET', '/api/users')
    expect(response.status).toBe(403)
    expect(await response.text()).not.toContain('rest-admin@example.com')
    // An administrator reads them at the same address.
    expect(await (await rest('GET', '/api/users', { headers: admin })).text()).toContain('rest-admin@example.com')
  })
})

describe('a product', () => {
  it('with a bad barcode is refused with 400, the field named and the expected digit given; nothing is stored', async () => {
    const response = await rest('POST', '/api/products', {
      headers: admin,
      json: { title: 'Bad barcode product', barcode: '6260000000011', category: category.id, _status: 'published' },
    })
    expect(response.status).toBe(400)
    expect(await fieldErrors(response)).toContainEqual(
      expect.objectContaining({ path: 'barcode', message: expect.stringContaining('should be 9') }),
    )
    expect(await countWhere('products', 'title', 'Bad barcode product')).toBe(0)
  })

  it('refuses a wrong nutrition value or an unticked allergen group with 400 and the reason, and stays as it was', async () => {
    const product = await createDoc(payload, {
      collection: 'products',
      data: { title: 'REST food crisps', category: category.id, _status: 'published' },
      overrideAccess: true,
    })
    const read = () => payload.findByID({ collection: 'products', id: product.id, draft: true, depth: 0, overrideAccess: true })
    const before = await read()
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [
        { nutrition: { carbohydrate: 10, sugars: 12 } },
        'nutrition.sugars',
        'Sugars (12 g) cannot be more than the carbohydrate they are part of (10 g).',
      ],
      [{ nutrition: { fat: -1 } }, 'nutrition.fat', 'Write 0 or more: an amount cannot be below zero.'],
      [{ nutrition: { basis: '100g', protein: 101 } }, 'nutrition.protein', 'Protein cannot be more than 100 g in 100 g of the product.'],
      [
        { nutrition: { fat: 10, carbohydrate: 50, protein: 10, fibre: 0, energyKj: 330 } },
        'nutrition.energyKj',
        '330 kJ does not fit the amounts, which give about 1,390 kJ (a gram of fat gives 37 kJ, of carbohydrate or protein 17, of fibre 8). Check the figures, or leave the energy empty to have it worked out.',
      ],
      [
        { ingredients: [{ name: 'Milk powder', allergen: 'milk' }], allergens: [] },
        'allergens',
        'Milk powder is marked as an allergen (Milk): tick Milk here as well.',
      ],
    ]
    for (const [data, path, message] of refusals) {
      const response = await rest('PATCH', `/api/products/${product.id}`, { headers: admin, json: data })
      expect(response.status, JSON.stringify(data)).toBe(400)
      expect(await fieldErrors(response), JSON.stringify(data)).toContainEqual({ path, message, label: expect.any(String) })
    }
    expect(await read()).toEqual(before)
  })
})

describe('uploaded files', () => {
  it('a file that does not exist is not found, and a path outside the library is refused', async () => {
    const missing = await rest('GET', '/api/media/file/no-such-picture.jpg')
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as { errors: Array<{ message: string }> }).errors[0].message).toBe('This file does not exist.')
    const outside = await rest('GET', '/api/media/file/..%2F..%2Fpackage.json')
    expect(outside.status).toBeGreaterThanOrEqual(400)
    expect(outside.status).toBeLessThan(500)
    expect(await outside.text()).not.toContain('"dependencies"')
  })

  it('get a name made on the server, from the words of their own', async () => {
    const response = await rest('POST', '/api/media', {
      headers: admin,
      form: upload(
        { name: '../../My Holiday Photo!!.JPG', type: 'image/jpeg', bytes: fs.readFileSync('tests/e2e/fixtures/biscuit.jpg') },
        { alt: 'A plate of biscuits' },
      ),
    })
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as { doc: { id: number; filename: string } }
    expect(doc.filename).toMatch(/^my-holiday-photo-[0-9a-f]{8}\.jpg$/)
    expect((await rest('DELETE', `/api/media/${doc.id}`, { headers: admin })).status).toBe(200)
  })

  it('a file that is not a PDF is refused as a document with a message, and a certificate needs its PDF', async () => {
    const before = (await payload.count({ collection: 'documents', overrideAccess: true })).totalDocs
    const refused = await rest('POST', '/api/documents', {
      headers: admin,
      form: upload({ name: 'certificate.pdf', type: 'application/pdf', bytes: PNG_1PX }, { title: 'A picture' }),
    })
    expect(refused.status).toBe(415)
    expect(await refused.json()).toEqual({ errors: [{ message: 'This file is not a PDF document. Save it as PDF and upload it again.' }] })
    expect((await payload.count({ collection: 'documents', overrideAccess: true })).totalDocs).toBe(before)

    const noFile = await rest('POST', '/api/certificates', {
      headers: admin,
      json: { name: 'Without its PDF', issuer: 'Test body', number: 'T-2', validUntil: '2099-01-01T12:00:00.000Z', _status: 'published' },
    })
    expect(noFile.status).toBe(400)
    expect((await fieldErrors(noFile)).map((error) => error.path)).toEqual(['file'])
  })
})

describe('enquiries', () => {
  it('cannot be created, read, changed or deleted through the API by anyone but administrators', async () => {
    const email = 'buyer.rest@nordicfoods.example'
    const enquiry = {
      name: 'Through the API',
      company: 'Nordic Foods AB',
      country: 'Germany',
      email,
      message: 'We import Middle Eastern snacks to Germany.\nWhich pack sizes can you export?',
      consent: true,
    }
    const refused = [401, 403]
    for (const headers of [{}, editor]) {
      expect(refused).toContain((await rest('POST', '/api/enquiries', { headers, json: enquiry })).status)
    }
    expect(await countWhere('enquiries', 'name', enquiry.name)).toBe(0)

    const byAdmin = await rest('POST', '/api/enquiries', { headers: admin, json: enquiry })
    expect(byAdmin.status).toBe(201)
    const { doc } = (await byAdmin.json()) as { doc: { id: number } }
    expect(await (await rest('GET', `/api/enquiries/${doc.id}`, { headers: admin })).text()).toContain(email)
    for (const headers of [{}, editor]) {
      for (const path of [
        '/api/enquiries',
        `/api/enquiries/${doc.id}`,
        `/api/enquiries?where[email][equals]=${encodeURIComponent(email)}`,
      ]) {
        const read = await rest('GET', path, { headers })
        expect(refused, path).toContain(read.status)
        expect(await read.text(), path).not.toContain(email)
      }
      expect(refused).toContain((await rest('PATCH', `/api/enquiries/${doc.id}`, { headers, json: { read: true } })).status)
      expect(refused).toContain((await rest('DELETE', `/api/enquiries/${doc.id}`, { headers })).status)
    }
    const stored = await payload.find({ collection: 'enquiries', where: { name: { equals: enquiry.name } }, overrideAccess: true })
    expect(stored.docs).toEqual([expect.objectContaining({ read: false })])
  })
})

describe('job applications and their CVs', () => {
  it('cannot be read or uploaded through the API by visitors or editors', async () => {
    expect((await rest('GET', '/api/applications', { headers: admin })).status).toBe(200)
    for (const headers of [{}, editor]) {
      for (const path of ['/api/applications', '/api/cv-files']) {
        expect([401, 403], path).toContain((await rest('GET', path, { headers })).status)
        // With its fields (_payload), as the admin sends them: the access rule, not the form's shape, answers.
        const sent = await rest('POST', path, { headers, form: upload({ name: 'cv.pdf', type: 'application/pdf', bytes: PDF }) })
        expect([401, 403], path).toContain(sent.status)
      }
    }
    expect((await payload.count({ collection: 'cv-files', overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('a page on another site (CSRF)', () => {
  it('cannot make a signed-in editor’s browser save; the same request from the site itself is theirs', async () => {
    const { siteOrigin } = await import('@/lib/serverUrl')
    await createAdmin(payload, 'csrf@example.com')
    const login = await rest('POST', '/api/users/login', { json: { email: 'csrf@example.com', password: PASSWORD } })
    expect(login.status).toBe(200)
    // A browser's requests: the session cookie goes along wherever the request comes from.
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';', 1)[0])
      .find((pair) => pair.startsWith(`${payload.config.cookiePrefix}-token=`))
    expect(cookie).toBeDefined()
    const title = 'CSRF probe'
    const data = { title, backgroundColor: '#C62828', textColor: '#FFFFFF' }
    const forged = await rest('POST', '/api/categories', { headers: { Cookie: cookie!, Origin: 'https://evil.example' }, json: data })
    expect(forged.status).toBe(403)
    expect(await countWhere('categories', 'title', title)).toBe(0)

    const own = await rest('POST', '/api/categories', { headers: { Cookie: cookie!, Origin: siteOrigin }, json: data })
    expect(own.status).toBe(201)
    expect(await countWhere('categories', 'title', title)).toBe(1)
  })
})

describe('/api/health', () => {
  it('tells a load balancer whether this instance can serve and save, never cached, naming nothing more', async () => {
    const { GET } = await import('@/app/(payload)/api/health/route')
    const response = await GET()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    // Which check passed, nothing more: no versions, paths or settings.
    expect(await response.json()).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } })
  })
})
