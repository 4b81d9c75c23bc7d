import { expect, request as playwrightRequest, test } from '@playwright/test'

import { barcodeProblem } from '@/lib/gtin'
import { colourProblem } from '@/lib/colour'
import { latitudeProblem, longitudeProblem } from '@/lib/coordinates'
import { slugProblem } from '@/lib/slugify'
import { videoUrlProblem } from '@/lib/videoUrl'

import { type FreshServer, startFreshServer } from './helpers/freshServer'

/**
 * Which field was refused, and why, must not depend on which route a server answered first
 * after it started: Payload's error classes once existed twice in the server bundles, and
 * the REST answer lost the field details when a page had been served first.
 */

type FieldError = { path: string; message: string }
type Expectation = { method: 'POST' | 'PATCH'; path: string | ((ids: Ids) => string); data: Record<string, unknown>; errors: FieldError[] }
type Ids = { news: number }

const wrongCheckDigit = '4006381333932' // 4006381333931 is the valid EAN-13
const notAVideo = 'https://example.com/clip'

const badValues: Record<string, Expectation> = {
  'product barcode check digit': {
    method: 'POST',
    path: '/api/products',
    data: { title: 'Bad barcode', barcode: wrongCheckDigit },
    errors: [{ path: 'barcode', message: barcodeProblem(wrongCheckDigit)! }],
  },
  'category colours': {
    method: 'POST',
    path: '/api/categories',
    data: { title: 'Bad colours', backgroundColor: 'red', textColor: '#12345' },
    errors: [
      { path: 'backgroundColor', message: colourProblem('RED')! },
      { path: 'textColor', message: colourProblem('#12345')! },
    ],
  },
  'video link and barcode': {
    method: 'POST',
    path: '/api/videos',
    data: { title: 'Bad video', videoUrl: notAVideo, barcode: wrongCheckDigit },
    errors: [
      { path: 'videoUrl', message: videoUrlProblem(notAVideo)! },
      { path: 'barcode', message: barcodeProblem(wrongCheckDigit)! },
    ],
  },
  'slug typed by hand': {
    method: 'PATCH',
    path: (ids) => `/api/news/${ids.news}`,
    // Payload makes the slug from the title unless the editor turns that off and types one.
    data: { slug: 'Not a slug!', generateSlug: false },
    errors: [{ path: 'slug', message: slugProblem('Not a slug!')! }],
  },
  'map coordinates': {
    method: 'POST',
    path: '/api/globals/contact-us',
    data: { map: { latitude: 200, longitude: -500 } },
    errors: [
      { path: 'map.latitude', message: latitudeProblem(200)! },
      { path: 'map.longitude', message: longitudeProblem(-500)! },
    ],
  },
  'required English title': {
    method: 'POST',
    path: '/api/news?locale=en',
    data: { title: '' },
    errors: [{ path: 'title', message: 'Title is required in English.' }],
  },
}

async function signedIn(server: FreshServer) {
  const api = await playwrightRequest.newContext({ baseURL: server.url })
  const login = await api.post('/api/users/login', { data: { email: server.email, password: server.password } })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}` }
  const created = await api.post('/api/news', { headers, data: { title: 'A news article to edit' } })
  expect(created.status()).toBe(201)
  const ids: Ids = { news: ((await created.json()) as { doc: { id: number } }).doc.id }
  return { api, headers, ids }
}

type Session = Awaited<ReturnType<typeof signedIn>>

async function expectEveryFieldError({ api, headers, ids }: Session) {
  for (const [name, { method, path, data, errors }] of Object.entries(badValues)) {
    const url = typeof path === 'function' ? path(ids) : path
    const response = await api.fetch(url, { method, headers, data })
    expect(response.status(), name).toBe(400)
    const body = (await response.json()) as { errors: Array<{ data?: { errors?: FieldError[] } }> }
    const fieldErrors = body.errors[0]?.data?.errors ?? []
    for (const error of errors) expect(fieldErrors, name).toContainEqual(expect.objectContaining(error))
  }
}

async function expectPageServed(server: FreshServer) {
  const page = await fetch(`${server.url}/products`)
  expect(page.status).toBe(200)
}

test.describe('field errors right after a start', () => {
  test.describe.configure({ mode: 'parallel', timeout: 180_000 })

  test('a public page served first: every field still says what is wrong with it', async () => {
    const server = await startFreshServer('page-first')
    try {
      await expectPageServed(server)
      await expectEveryFieldError(await signedIn(server))
    } finally {
      await server.stop()
    }
  })

  test('the API served first, then a page: every field says what is wrong with it, before and after', async () => {
    const server = await startFreshServer('api-first')
    try {
      const session = await signedIn(server)
      await expectEveryFieldError(session)
      await expectPageServed(server)
      await expectEveryFieldError(session)
    } finally {
      await server.stop()
    }
  })
})
