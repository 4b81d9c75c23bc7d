import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test'

import { type FreshServer, startFreshServer } from './helpers/freshServer'

/**
 * Who may do what, through the REST API as the internet reaches it: every collection and
 * global x create / read / update / delete x anonymous / administrator / editor. A refused
 * cell answers 401, 403 or 404 and changes nothing; drafts and unpublished documents are never
 * shown to visitors, on pages, REST, the sitemap or the product search.
 *
 * On a server of its own: the matrix publishes, unpublishes and deletes documents, which
 * the shared server's page and dashboard tests (the 'site' project) would see change.
 */
type Who = 'anonymous' | 'administrator' | 'editor'
type Operation = 'create' | 'read' | 'update' | 'delete'

/** What visitors may read: published documents only, everything, or nothing. */
type VisitorRead = 'published' | 'everything' | 'nothing'

/** What an editor may do: everything, nothing, or read and update their own account only. */
type EditorMay = 'everything' | 'nothing' | 'own account'

type CollectionCase = {
  slug: string
  visitorRead: VisitorRead
  editor: EditorMay
  /** The text field an update changes. */
  field: string
  /** A valid new document whose `field` is `value`. */
  data?: (value: string) => Record<string, unknown>
  /** Made by an upload of this kind of file rather than a JSON body. */
  upload?: 'picture' | 'pdf'
}

// A new collection is one line here; the access rules it is checked against are the site's
// intent (src/access/rules.ts), not read back from the config.
const collections: CollectionCase[] = [
  {
    slug: 'products',
    visitorRead: 'published',
    editor: 'everything',
    field: 'title',
    data: (title) => ({ title, category: fixtures.category }),
  },
  { slug: 'categories', visitorRead: 'published', editor: 'everything', field: 'title' },
  {
    slug: 'sub-categories',
    visitorRead: 'published',
    editor: 'everything',
    field: 'title',
    data: (title) => ({ title, category: fixtures.category }),
  },
  { slug: 'recipes', visitorRead: 'published', editor: 'everything', field: 'title' },
  { slug: 'news', visitorRead: 'published', editor: 'everything', field: 'title' },
  {
    slug: 'videos',
    visitorRead: 'published',
    editor: 'everything',
    field: 'title',
    data: (title) => ({ title, videoUrl: 'https://vimeo.com/76979871' }),
  },
  { slug: 'health-care', visitorRead: 'published', editor: 'everything', field: 'title' },
  { slug: 'jobs', visitorRead: 'published', editor: 'everything', field: 'title' },
  {
    slug: 'sliders',
    visitorRead: 'published',
    editor: 'everything',
    field: 'title',
    data: (title) => ({ title, image: fixtures.picture }),
  },
  {
    slug: 'notices',
    visitorRead: 'published',
    editor: 'everything',
    field: 'title',
    data: (title) => ({ title, message: 'A notice of the matrix.', kind: 'info' }),
  },
  {
    slug: 'certificates',
    visitorRead: 'published',
    editor: 'everything',
    field: 'name',
    data: (name) => ({ name, issuer: 'Matrix body', number: 'M-1', validUntil: '2099-01-01T12:00:00.000Z', file: fixtures.document }),
  },
  {
    slug: 'distributors',
    visitorRead: 'published',
    editor: 'everything',
    field: 'name',
    data: (name) => ({ name, country: 'Germany', city: 'Berlin' }),
  },
  { slug: 'media', visitorRead: 'everything', editor: 'everything', field: 'alt', upload: 'picture' },
  { slug: 'documents', visitorRead: 'everything', editor: 'everything', field: 'title', upload: 'pdf' },
  {
    slug: 'users',
    visitorRead: 'nothing',
    editor: 'own account',
    field: 'name',
    data: (name) => ({ name, email: `${unique('matrix')}@e2e.example`, password: 'matrix-user-password-1944' }),
  },
  // Visitors send enquiries with the contact form (a server action), never through the API.
  {
    slug: 'enquiries',
    visitorRead: 'nothing',
    // Personal data: administrators only.
    editor: 'nothing',
    field: 'name',
    data: (name) => ({
      name,
      country: 'Germany',
      email: `${unique('matrix')}@e2e.example`,
      message: 'An enquiry of the matrix.',
      consent: true,
    }),
  },
  // Visitors apply with the form of a job's page (/jobs/{slug}/apply), never through the API.
  {
    slug: 'applications',
    visitorRead: 'nothing',
    // Personal data: administrators only.
    editor: 'nothing',
    field: 'name',
    data: (name) => ({
      job: fixtures.job,
      name,
      email: `${unique('matrix')}@e2e.example`,
      phone: '+964 750 123 4567',
      cv: fixtures.cv,
      consent: true,
    }),
  },
  // The job queue (scheduled publishing): administrators only. Far ahead, so the app never runs it.
  {
    slug: 'payload-jobs',
    visitorRead: 'nothing',
    editor: 'nothing',
    field: 'queue',
    data: (queue) => ({ taskSlug: 'expireContent', input: { tags: ['matrix'] }, queue, waitUntil: '2099-01-01T00:00:00.000Z' }),
  },
]

/**
 * Globals: everybody reads, administrators update, editors too except the site settings; a
 * global cannot be created or deleted, only saved.
 */
const globals: Array<{ slug: string; field: string; editorUpdates: boolean }> = [
  { slug: 'about-us', field: 'title', editorUpdates: true },
  { slug: 'contact-us', field: 'title', editorUpdates: true },
  { slug: 'privacy-notice', field: 'title', editorUpdates: true },
  { slug: 'legal-notice', field: 'title', editorUpdates: true },
  { slug: 'accessibility-statement', field: 'title', editorUpdates: true },
  { slug: 'site-settings', field: 'siteName', editorUpdates: false },
  { slug: 'category-settings', field: 'heading', editorUpdates: true },
  { slug: 'recipe-settings', field: 'heading', editorUpdates: true },
  { slug: 'health-care-settings', field: 'heading', editorUpdates: true },
]

/** The content types with public pages: the path of a document's page, and whether the sitemap lists it. */
const publicPages: Array<{ slug: string; page: (slug: string) => string }> = [
  { slug: 'products', page: (slug) => `/products/${slug}` },
  { slug: 'recipes', page: (slug) => `/recipes/${slug}` },
  { slug: 'news', page: (slug) => `/news/${slug}` },
  { slug: 'videos', page: (slug) => `/videos/${slug}` },
  { slug: 'health-care', page: (slug) => `/healthCare/${slug}` },
  { slug: 'jobs', page: (slug) => `/jobs/${slug}` },
]

const operations: Operation[] = ['create', 'read', 'update', 'delete']
const everyone: Who[] = ['anonymous', 'administrator', 'editor']
const described: Record<Who, string> = { anonymous: 'an anonymous visitor', administrator: 'an administrator', editor: 'an editor' }

/** A refusal: not signed in, not allowed, or (where Payload hides that a document exists) not found. */
const REFUSED = [401, 403, 404]
/** Routes a global does not have (DELETE, PATCH): not there for anybody. */
const NOT_SERVED = [404, 405]

let server: FreshServer
let token = ''
let editorToken = ''
let editorId = 0
const fixtures = { category: 0, picture: 0, document: 0, job: 0, cv: 0 }

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
const url = (path: string) => `${server.url}${path}`
const admin = () => ({ Authorization: `JWT ${token}` })
const editor = () => ({ Authorization: `JWT ${editorToken}` })
const headersOf = (who: Who) => (who === 'administrator' ? admin() : who === 'editor' ? editor() : {})

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64')
/** The smallest file that starts as a PDF does: the collection checks those bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\nstartxref\n9\n%%EOF\n', 'latin1')
const uploads = {
  picture: { extension: 'png', mimeType: 'image/png', buffer: PNG_1PX },
  pdf: { extension: 'pdf', mimeType: 'application/pdf', buffer: PDF },
}

type Doc = { id: number; slug?: string } & Record<string, unknown>

async function body<T>(response: APIResponse): Promise<T> {
  return (await response.json()) as T
}

/** A new document, made by the administrator; drafts unless said otherwise. */
async function create(
  request: APIRequestContext,
  collection: CollectionCase,
  value: string,
  status: 'draft' | 'published' = 'draft',
  headers: Record<string, string> = admin(),
): Promise<APIResponse> {
  if (collection.upload) {
    const { extension, mimeType, buffer } = uploads[collection.upload]
    return request.post(url(`/api/${collection.slug}`), {
      headers,
      multipart: {
        file: { name: `${unique('matrix')}.${extension}`, mimeType, buffer },
        _payload: JSON.stringify({ [collection.field]: value }),
      },
    })
  }
  const data = collection.data?.(value) ?? { [collection.field]: value }
  const versioned = collection.visitorRead === 'published'
  return request.post(url(`/api/${collection.slug}`), { headers, data: versioned ? { ...data, _status: status } : data })
}

async function created(request: APIRequestContext, collection: CollectionCase, value: string, status?: 'draft' | 'published') {
  const response = await create(request, collection, value, status)
  expect(response.status(), await response.text()).toBe(201)
  return (await body<{ doc: Doc }>(response)).doc
}

/** The document as the administrator reads it (its draft, if any); null when there is none. */
async function stored(request: APIRequestContext, collection: string, id: number): Promise<Doc | null> {
  const response = await request.get(url(`/api/${collection}/${id}?depth=0&draft=true`), { headers: admin() })
  if (response.status() === 404) return null
  expect(response.status()).toBe(200)
  return body<Doc>(response)
}

async function countWhere(request: APIRequestContext, collection: string, field: string, value: string): Promise<number> {
  const query = `where[${field}][equals]=${encodeURIComponent(value)}&depth=0&draft=true`
  const response = await request.get(url(`/api/${collection}?${query}`), { headers: admin() })
  expect(response.status()).toBe(200)
  return (await body<{ totalDocs: number }>(response)).totalDocs
}

function expectRefused(response: APIResponse, what: string) {
  expect(REFUSED, `${what} answered ${response.status()}`).toContain(response.status())
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000)
  server = await startFreshServer('matrix', { env: { RATE_LIMIT_MULTIPLIER: '1000' } })
  const request = await playwright.request.newContext()
  const login = await request.post(url('/api/users/login'), { data: { email: server.email, password: server.password } })
  expect(login.status()).toBe(200)
  token = (await body<{ token: string }>(login)).token
  const editorAccount = { email: `${unique('editor')}@e2e.example`, password: 'matrix-editor-password-1944' }
  const made = await request.post(url('/api/users'), {
    headers: admin(),
    data: { ...editorAccount, name: 'Matrix editor', role: 'editor' },
  })
  expect(made.status(), await made.text()).toBe(201)
  editorId = (await body<{ doc: Doc }>(made)).doc.id
  const editorLogin = await request.post(url('/api/users/login'), { data: editorAccount })
  expect(editorLogin.status()).toBe(200)
  editorToken = (await body<{ token: string }>(editorLogin)).token
  const category = collections.find((c) => c.slug === 'categories')!
  fixtures.category = (await created(request, category, unique('Matrix category'), 'published')).id
  fixtures.picture = (
    await created(
      request,
      collections.find((c) => c.slug === 'media')!,
      'Matrix picture',
    )
  ).id
  fixtures.document = (
    await created(
      request,
      collections.find((c) => c.slug === 'documents')!,
      'Matrix document',
    )
  ).id
  fixtures.job = (
    await created(
      request,
      collections.find((c) => c.slug === 'jobs')!,
      unique('Matrix job'),
      'published',
    )
  ).id
  // A CV is uploaded by the administrator alone (the form stores visitors' ones); the
  // applications of the matrix share it, so deleting one keeps it.
  const cv = await request.post(url('/api/cv-files'), {
    headers: admin(),
    multipart: { file: { name: 'matrix-cv.pdf', mimeType: 'application/pdf', buffer: PDF }, _payload: JSON.stringify({}) },
  })
  expect(cv.status(), await cv.text()).toBe(201)
  fixtures.cv = (await body<{ doc: Doc }>(cv)).doc.id
  await request.dispose()
})
test.afterAll(async () => server?.stop())

for (const collection of collections) {
  const path = `/api/${collection.slug}`
  for (const operation of operations) {
    for (const who of everyone) {
      test(`${collection.slug}: ${operation} by ${described[who]}`, async ({ request }) => {
        const value = unique(`Matrix ${collection.slug} ${operation}`)
        const asWho = headersOf(who)
        // Everything, for an administrator, and for an editor where they may do everything.
        const mayAll = who === 'administrator' || (who === 'editor' && collection.editor === 'everything')

        if (operation === 'create') {
          const response = await create(request, collection, value, 'published', asWho)
          if (mayAll) {
            expect(response.status(), await response.text()).toBe(201)
            const { doc } = await body<{ doc: Doc }>(response)
            expect((await stored(request, collection.slug, doc.id))?.[collection.field]).toBe(value)
          } else {
            expectRefused(response, `${who} POST ${path}`)
            expect(await countWhere(request, collection.slug, collection.field, value)).toBe(0)
          }
          return
        }

        // The document acted on: a draft where there are drafts, since visitors must never see one.
        const doc = await created(request, collection, value)

        if (operation === 'read') {
          const list = await request.get(url(`${path}?depth=0&limit=1000`), { headers: asWho })
          const byId = await request.get(url(`${path}/${doc.id}?depth=0`), { headers: asWho })
          const asDraft = await request.get(url(`${path}/${doc.id}?depth=0&draft=true`), { headers: asWho })
          const draftList = await request.get(url(`${path}?depth=0&limit=1000&draft=true`), { headers: asWho })
          const ids = async (response: APIResponse) => (await body<{ docs: Doc[] }>(response)).docs.map((d) => d.id)
          if (mayAll || (who === 'anonymous' && collection.visitorRead === 'everything')) {
            for (const response of [list, byId, asDraft, draftList]) expect(response.status()).toBe(200)
            expect(await ids(list)).toContain(doc.id)
            expect((await body<Doc>(byId))[collection.field]).toBe(value)
          } else if (who === 'editor' && collection.editor === 'own account') {
            // Their own account, and nobody else's.
            for (const response of [list, draftList]) {
              expect(response.status()).toBe(200)
              expect(await ids(response)).toEqual([editorId])
            }
            for (const response of [byId, asDraft]) {
              expectRefused(response, `editor GET ${response.url()}`)
              expect(await response.text()).not.toContain(value)
            }
          } else if (who === 'anonymous' && collection.visitorRead === 'published') {
            // The list is served, without the draft; the draft is not found, asked for as a draft or not.
            expect(list.status()).toBe(200)
            expect(await ids(list)).not.toContain(doc.id)
            expect((await body<{ docs: Array<{ _status?: string }> }>(list)).docs.every((d) => d._status === 'published')).toBe(true)
            expect(byId.status()).toBe(404)
            expect(asDraft.status()).toBe(404)
            expect(draftList.status()).toBe(200)
            expect(await ids(draftList)).not.toContain(doc.id)
            const versions = await request.get(url(`${path}/versions?depth=0`))
            expectRefused(versions, `anonymous GET ${path}/versions`)
            expect(await versions.text()).not.toContain(value)
          } else {
            for (const response of [list, byId, asDraft, draftList]) {
              expectRefused(response, `${who} GET ${response.url()}`)
              expect(await response.text()).not.toContain(value)
            }
          }
          return
        }

        if (operation === 'update') {
          const changed = `${value} changed`
          const response = await request.patch(url(`${path}/${doc.id}`), { headers: asWho, data: { [collection.field]: changed } })
          if (mayAll) expect(response.status(), await response.text()).toBe(200)
          else expectRefused(response, `${who} PATCH ${path}/:id`)
          expect((await stored(request, collection.slug, doc.id))?.[collection.field]).toBe(mayAll ? changed : value)
          return
        }

        const response = await request.delete(url(`${path}/${doc.id}`), { headers: asWho })
        if (mayAll) {
          expect(response.status(), await response.text()).toBe(200)
          expect(await stored(request, collection.slug, doc.id)).toBeNull()
        } else {
          expectRefused(response, `${who} DELETE ${path}/:id`)
          expect((await stored(request, collection.slug, doc.id))?.[collection.field]).toBe(value)
        }
      })
    }
  }
}

for (const { slug, field, editorUpdates } of globals) {
  const path = `/api/globals/${slug}`
  const current = async (request: APIRequestContext) => {
    const response = await request.get(url(`${path}?depth=0`), { headers: admin() })
    expect(response.status()).toBe(200)
    return (await body<Record<string, unknown>>(response))[field]
  }
  /** Payload saves a global by POST, the first save making its row ("create"), later ones changing it ("update"). */
  const save = (request: APIRequestContext, value: string, headers: Record<string, string>) =>
    request.post(url(path), { headers, data: { [field]: value } })
  for (const operation of operations) {
    for (const who of everyone) {
      test(`global ${slug}: ${operation} by ${described[who]}`, async ({ request }) => {
        const asWho = headersOf(who)
        const mayUpdate = who === 'administrator' || (who === 'editor' && editorUpdates)
        const value = unique(`Matrix ${slug} ${operation}`)
        if (operation === 'update') expect((await save(request, unique('Matrix first save'), admin())).status()).toBe(200)
        const before = await current(request)

        if (operation === 'read') {
          const response = await request.get(url(`${path}?depth=0`), { headers: asWho })
          expect(response.status()).toBe(200)
          expect(await body<Record<string, unknown>>(response)).toHaveProperty('globalType', slug)
          // Its history is the administrators' only.
          if (who === 'anonymous') expectRefused(await request.get(url(`${path}/versions`)), `anonymous GET ${path}/versions`)
          return
        }

        if (operation === 'delete') {
          // A global cannot be removed, by anybody.
          const response = await request.delete(url(path), { headers: asWho })
          expect(NOT_SERVED, `DELETE ${path} answered ${response.status()}`).toContain(response.status())
          expect(await current(request)).toBe(before)
          return
        }

        const response = await save(request, value, asWho)
        if (!mayUpdate) {
          expectRefused(response, `${who} POST ${path}`)
          expect(await current(request)).toBe(before)
        } else {
          expect(response.status(), await response.text()).toBe(200)
          expect(await current(request)).toBe(value)
        }
        // PATCH is no way around it: not a route for globals.
        const patch = await request.patch(url(path), { headers: asWho, data: { [field]: `${value} by PATCH` } })
        expect(NOT_SERVED, `PATCH ${path} answered ${patch.status()}`).toContain(patch.status())
        expect(await current(request)).toBe(mayUpdate ? value : before)
      })
    }
  }
}

// The schedules' bookkeeping Payload adds for the hourly retention task: the queue keeps it in
// the database itself; through the API an administrator may read it, and nobody may change it.
for (const who of everyone) {
  test(`global payload-jobs-stats: read and update by ${described[who]}`, async ({ request }) => {
    const path = '/api/globals/payload-jobs-stats'
    const read = await request.get(url(`${path}?depth=0`), { headers: headersOf(who) })
    if (who === 'administrator') expect(read.status()).toBe(200)
    else expectRefused(read, `${who} GET ${path}`)
    expectRefused(
      await request.post(url(path), { headers: headersOf(who), data: { stats: { scheduledRuns: { queues: { default: 'broken' } } } } }),
      `${who} POST ${path}`,
    )
    // The queue itself may write its own figures meanwhile (at the top of each hour); never this one.
    const after = await request.get(url(`${path}?depth=0`), { headers: admin() })
    expect(after.status()).toBe(200)
    expect(await after.text()).not.toContain('broken')
  })
}

/** The fields a 400 answer names. */
async function refusedFields(response: APIResponse): Promise<string[]> {
  expect(response.status(), await response.text()).toBe(400)
  const answer = await body<{ errors: Array<{ data?: { errors?: Array<{ path: string }> } }> }>(response)
  return answer.errors.flatMap((error) => error.data?.errors ?? []).map(({ path }) => path)
}

test('roles: one that does not exist, or one an editor gives, is refused naming the field, and nothing is stored', async ({ request }) => {
  const account = () => ({ email: `${unique('role')}@e2e.example`, password: 'matrix-user-password-1944' })
  const unknown = account()
  expect(await refusedFields(await request.post(url('/api/users'), { headers: admin(), data: { ...unknown, role: 'owner' } }))).toContain(
    'role',
  )
  expect(await countWhere(request, 'users', 'email', unknown.email)).toBe(0)

  // An editor giving a new account a role, or themselves another one.
  const byEditor = account()
  expect(await refusedFields(await request.post(url('/api/users'), { headers: editor(), data: { ...byEditor, role: 'admin' } }))).toEqual([
    'role',
  ])
  expect(await countWhere(request, 'users', 'email', byEditor.email)).toBe(0)
  const promotion = await request.patch(url(`/api/users/${editorId}`), { headers: editor(), data: { role: 'admin', name: 'Promoted' } })
  expect(await refusedFields(promotion)).toEqual(['role'])
  const self = await stored(request, 'users', editorId)
  expect(self?.role).toBe('editor')
  expect(self?.name).toBe('Matrix editor')
  // An administrator cannot set one that does not exist either.
  expect(await refusedFields(await request.patch(url(`/api/users/${editorId}`), { headers: admin(), data: { role: 'owner' } }))).toContain(
    'role',
  )
  expect((await stored(request, 'users', editorId))?.role).toBe('editor')
})

test('roles: an editor updates their own name, and a new account is an editor unless an administrator says otherwise', async ({
  request,
}) => {
  const renamed = await request.patch(url(`/api/users/${editorId}`), { headers: editor(), data: { name: 'Matrix editor', role: 'editor' } })
  expect(renamed.status(), await renamed.text()).toBe(200)
  const me = await body<{ user: { id: number; role: string } }>(await request.get(url('/api/users/me'), { headers: editor() }))
  expect(me.user).toMatchObject({ id: editorId, role: 'editor' })
  const made = await request.post(url('/api/users'), {
    headers: admin(),
    data: { email: `${unique('default')}@e2e.example`, password: 'matrix-user-password-1944' },
  })
  expect(made.status(), await made.text()).toBe(201)
  expect((await body<{ doc: Doc }>(made)).doc.role).toBe('editor')
  // The first account, made by the start, is an administrator.
  const first = await body<{ user: { role: string } }>(await request.get(url('/api/users/me'), { headers: admin() }))
  expect(first.user.role).toBe('admin')
})

test('GraphQL is not served: no schema, no query answered, no playground', async ({ request }) => {
  const query = '{ Products { docs { id title } } Users { docs { email } } }'
  for (const response of [
    await request.post(url('/api/graphql'), { data: { query } }),
    await request.get(url(`/api/graphql?query=${encodeURIComponent(query)}`)),
    await request.post(url('/api/graphql'), { headers: admin(), data: { query } }),
    await request.get(url('/api/graphql-playground')),
  ]) {
    expect(response.status(), response.url()).toBe(404)
    // Only Payload's "Route not found": no answer to the query, no schema, no GraphiQL page.
    expect(await response.text()).not.toMatch(/"data"\s*:|__schema|GraphiQL|GraphQL Playground/)
  }
})

/**
 * Per content type with pages: a published document (the control: what a leak would look
 * like), a draft, a published document with a newer draft, and one published then taken
 * back to draft. Visitors see the first, the others' drafts nowhere.
 */
for (const { slug: collection, page } of publicPages) {
  test(`${collection}: drafts and unpublished documents are not on pages, REST, the sitemap or the search`, async ({ request }) => {
    const kind = collections.find((c) => c.slug === collection)!
    // One word in each title that nothing else contains, to search for.
    const marker = () => `zq${Math.random().toString(36).slice(2, 10)}`
    const titled = (label: string) => {
      const word = marker()
      return { word, title: `Matrix ${label} ${word}` }
    }
    const shown = titled('published')
    const draft = titled('draft')
    const pendingDraft = titled('pending draft')
    const unpublished = titled('unpublished')

    const publishedDoc = await created(request, kind, shown.title, 'published')
    const draftDoc = await created(request, kind, draft.title, 'draft')
    const withDraft = await created(request, kind, titled('published before its draft').title, 'published')
    const saveDraft = await request.patch(url(`/api/${collection}/${withDraft.id}?draft=true`), {
      headers: admin(),
      data: { title: pendingDraft.title, _status: 'draft' },
    })
    expect(saveDraft.status(), await saveDraft.text()).toBe(200)
    const takenBack = await created(request, kind, unpublished.title, 'published')
    // Seen once while published, so a cached page would have it.
    expect((await request.get(url(page(takenBack.slug!)))).status()).toBe(200)
    const unpublish = await request.patch(url(`/api/${collection}/${takenBack.id}`), { headers: admin(), data: { _status: 'draft' } })
    expect(unpublish.status(), await unpublish.text()).toBe(200)

    // The control: the published document is on its page, in REST and in the sitemap.
    const shownPage = await request.get(url(page(publishedDoc.slug!)))
    expect(shownPage.status()).toBe(200)
    expect(await shownPage.text()).toContain(shown.title)
    expect((await request.get(url(`/api/${collection}/${publishedDoc.id}`))).status()).toBe(200)
    const sitemap = await (await request.get(url('/sitemap.xml'))).text()
    expect(sitemap).toContain(page(publishedDoc.slug!))

    for (const [doc, what] of [
      [draftDoc, 'a draft'],
      [takenBack, 'an unpublished document'],
    ] as const) {
      expect((await request.get(url(page(doc.slug!)))).status(), `the page of ${what}`).toBe(404)
      for (const query of ['', '?draft=true']) {
        expect((await request.get(url(`/api/${collection}/${doc.id}${query}`))).status(), `${what} by id${query}`).toBe(404)
      }
      for (const query of [
        `where[slug][equals]=${doc.slug}`,
        `where[slug][equals]=${doc.slug}&draft=true`,
        `where[id][equals]=${doc.id}`,
      ]) {
        const list = await request.get(url(`/api/${collection}?${query}`))
        expect(list.status()).toBe(200)
        expect((await body<{ totalDocs: number }>(list)).totalDocs, `${what}: ${query}`).toBe(0)
      }
      expect(sitemap, `${what} in the sitemap`).not.toContain(page(doc.slug!))
    }

    // A newer draft of a published document stays the editor's: visitors get the published text.
    for (const query of ['', '?draft=true']) {
      const response = await request.get(url(`/api/${collection}/${withDraft.id}${query}`))
      expect(response.status()).toBe(200)
      expect(await response.text()).not.toContain(pendingDraft.word)
    }
    const pendingPage = await request.get(url(page(withDraft.slug!)))
    expect(pendingPage.status()).toBe(200)
    expect(await pendingPage.text()).not.toContain(pendingDraft.word)

    if (collection === 'products') {
      // The search shows the query in its box, so a leak is the full title on a result card.
      const search = async (word: string) => (await request.get(url(`/products?q=${word}`))).text()
      expect(await search(shown.word)).toContain(shown.title)
      for (const hidden of [draft, pendingDraft, unpublished]) expect(await search(hidden.word)).not.toContain(hidden.title)
    }
  })
}
