import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { ensureAdmin } from '@/server/startup/admin'

import { PNG_1PX } from './helpers/fixtures'
import { bearer, freshPayloadForRoutes } from './helpers/rest'
import { listenSite, type Site, type SiteAnswer, type SiteRequest } from './helpers/siteServer'

/**
 * Who may do what, through the REST API as the internet reaches it: every collection and
 * global x create / read / update / delete x anonymous / administrator / editor. A refused
 * cell answers 401, 403 or 404 and changes nothing; drafts and unpublished documents are never
 * shown to visitors in REST or the sitemap.
 *
 * Over HTTP through the site's own server (src/server/http/siteServer.ts), whose steps a
 * visitor's request meets first (an anonymous write is refused there), then the app's REST
 * handler in process. What a visitor sees of drafts on the pages and the product search:
 * tests/e2e/access-matrix.e2e.spec.ts.
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
    data: (name) => ({ name, email: `${unique('matrix')}@int.example`, password: 'matrix-user-password-1944' }),
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
      email: `${unique('matrix')}@int.example`,
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
      email: `${unique('matrix')}@int.example`,
      phone: '+964 750 123 4567',
      cv: fixtures.cv,
      consent: true,
    }),
  },
  // The job queue (scheduled publishing): administrators only. Far ahead, so nothing runs it.
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

/** The content types with public pages, and the path of a document's page (what the sitemap lists). */
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
/** An anonymous write is refused by the site's server before any route is looked for (src/server/http/anonymousWrites.ts). */
const notServedTo = (who: Who) => (who === 'anonymous' ? [403] : NOT_SERVED)

const ADMIN = { ADMIN_EMAIL: 'matrix@int.example', ADMIN_PASSWORD: 'matrix-admin-password-1944' }

let payload: Payload
let site: Site
let adminHeaders: Record<string, string> = {}
let editorHeaders: Record<string, string> = {}
let editorId = 0
const fixtures = { category: 0, picture: 0, document: 0, job: 0, cv: 0 }

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
const admin = () => adminHeaders
const editor = () => editorHeaders
const headersOf = (who: Who) => (who === 'administrator' ? admin() : who === 'editor' ? editor() : {})
const send = (method: string, path: string, request?: SiteRequest) => site.send(method, path, request)

/** The smallest file that starts as a PDF does: the collection checks those bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\nstartxref\n9\n%%EOF\n', 'latin1')
const uploads = {
  picture: { extension: 'png', mimeType: 'image/png', buffer: PNG_1PX },
  pdf: { extension: 'pdf', mimeType: 'application/pdf', buffer: PDF },
}

type Doc = { id: number; slug?: string } & Record<string, unknown>

/** A form as the admin uploads a file: the file and the document's fields as JSON. */
function uploadForm(name: string, mimeType: string, buffer: Buffer, fields: Record<string, unknown>): FormData {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(buffer)], { type: mimeType }), name)
  form.set('_payload', JSON.stringify(fields))
  return form
}

/** A new document, made by the administrator; drafts unless said otherwise. */
async function create(
  collection: CollectionCase,
  value: string,
  status: 'draft' | 'published' = 'draft',
  headers: Record<string, string> = admin(),
): Promise<SiteAnswer> {
  if (collection.upload) {
    const { extension, mimeType, buffer } = uploads[collection.upload]
    return send('POST', `/api/${collection.slug}`, {
      headers,
      form: uploadForm(`${unique('matrix')}.${extension}`, mimeType, buffer, { [collection.field]: value }),
    })
  }
  const data = collection.data?.(value) ?? { [collection.field]: value }
  const versioned = collection.visitorRead === 'published'
  return send('POST', `/api/${collection.slug}`, { headers, json: versioned ? { ...data, _status: status } : data })
}

async function created(collection: CollectionCase, value: string, status?: 'draft' | 'published'): Promise<Doc> {
  const response = await create(collection, value, status)
  expect(response.status, response.text).toBe(201)
  return response.json<{ doc: Doc }>().doc
}

/** The document as the administrator reads it (its draft, if any); null when there is none. */
async function stored(collection: string, id: number): Promise<Doc | null> {
  const response = await send('GET', `/api/${collection}/${id}?depth=0&draft=true`, { headers: admin() })
  if (response.status === 404) return null
  expect(response.status).toBe(200)
  return response.json<Doc>()
}

async function countWhere(collection: string, field: string, value: string): Promise<number> {
  const query = `where[${field}][equals]=${encodeURIComponent(value)}&depth=0&draft=true`
  const response = await send('GET', `/api/${collection}?${query}`, { headers: admin() })
  expect(response.status).toBe(200)
  return response.json<{ totalDocs: number }>().totalDocs
}

function expectRefused(response: SiteAnswer, what: string) {
  expect(REFUSED, `${what} answered ${response.status}`).toContain(response.status)
}

const kind = (slug: string) => collections.find((c) => c.slug === slug)!

beforeAll(async () => {
  payload = await freshPayloadForRoutes({ RATE_LIMIT_MULTIPLIER: '1000' })
  // The first account, as a start makes it.
  await ensureAdmin(payload, ADMIN)
  adminHeaders = await bearer(payload, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD)
  site = await listenSite()
  const editorAccount = { email: `${unique('editor')}@int.example`, password: 'matrix-editor-password-1944' }
  const made = await send('POST', '/api/users', { headers: admin(), json: { ...editorAccount, name: 'Matrix editor', role: 'editor' } })
  expect(made.status, made.text).toBe(201)
  editorId = made.json<{ doc: Doc }>().doc.id
  editorHeaders = await bearer(payload, editorAccount.email, editorAccount.password)
  fixtures.category = (await created(kind('categories'), unique('Matrix category'), 'published')).id
  fixtures.picture = (await created(kind('media'), 'Matrix picture')).id
  fixtures.document = (await created(kind('documents'), 'Matrix document')).id
  fixtures.job = (await created(kind('jobs'), unique('Matrix job'), 'published')).id
  // A CV is uploaded by the administrator alone (the form stores visitors' ones); the
  // applications of the matrix share it, so deleting one keeps it.
  const cv = await send('POST', '/api/cv-files', { headers: admin(), form: uploadForm('matrix-cv.pdf', 'application/pdf', PDF, {}) })
  expect(cv.status, cv.text).toBe(201)
  fixtures.cv = cv.json<{ doc: Doc }>().doc.id
})
afterAll(async () => site?.close())

for (const collection of collections) {
  const path = `/api/${collection.slug}`
  for (const operation of operations) {
    for (const who of everyone) {
      it(`${collection.slug}: ${operation} by ${described[who]}`, async () => {
        const value = unique(`Matrix ${collection.slug} ${operation}`)
        const asWho = headersOf(who)
        // Everything, for an administrator, and for an editor where they may do everything.
        const mayAll = who === 'administrator' || (who === 'editor' && collection.editor === 'everything')

        if (operation === 'create') {
          const response = await create(collection, value, 'published', asWho)
          if (mayAll) {
            expect(response.status, response.text).toBe(201)
            const { doc } = response.json<{ doc: Doc }>()
            expect((await stored(collection.slug, doc.id))?.[collection.field]).toBe(value)
          } else {
            expectRefused(response, `${who} POST ${path}`)
            expect(await countWhere(collection.slug, collection.field, value)).toBe(0)
          }
          return
        }

        // The document acted on: a draft where there are drafts, since visitors must never see one.
        const doc = await created(collection, value)

        if (operation === 'read') {
          const reads = {
            list: `${path}?depth=0&limit=1000`,
            byId: `${path}/${doc.id}?depth=0`,
            asDraft: `${path}/${doc.id}?depth=0&draft=true`,
            draftList: `${path}?depth=0&limit=1000&draft=true`,
          }
          const [list, byId, asDraft, draftList] = await Promise.all(
            Object.values(reads).map((address) => send('GET', address, { headers: asWho })),
          )
          const named = (response: SiteAnswer) => [list, byId, asDraft, draftList].indexOf(response)
          const addressOf = (response: SiteAnswer) => Object.values(reads)[named(response)]
          const ids = (response: SiteAnswer) => response.json<{ docs: Doc[] }>().docs.map((d) => d.id)
          if (mayAll || (who === 'anonymous' && collection.visitorRead === 'everything')) {
            for (const response of [list, byId, asDraft, draftList]) expect(response.status, addressOf(response)).toBe(200)
            expect(ids(list)).toContain(doc.id)
            expect(byId.json<Doc>()[collection.field]).toBe(value)
          } else if (who === 'editor' && collection.editor === 'own account') {
            // Their own account, and nobody else's.
            for (const response of [list, draftList]) {
              expect(response.status).toBe(200)
              expect(ids(response)).toEqual([editorId])
            }
            for (const response of [byId, asDraft]) {
              expectRefused(response, `editor GET ${addressOf(response)}`)
              expect(response.text).not.toContain(value)
            }
          } else if (who === 'anonymous' && collection.visitorRead === 'published') {
            // The list is served, without the draft; the draft is not found, asked for as a draft or not.
            expect(list.status).toBe(200)
            expect(ids(list)).not.toContain(doc.id)
            expect(list.json<{ docs: Array<{ _status?: string }> }>().docs.every((d) => d._status === 'published')).toBe(true)
            expect(byId.status).toBe(404)
            expect(asDraft.status).toBe(404)
            expect(draftList.status).toBe(200)
            expect(ids(draftList)).not.toContain(doc.id)
            const versions = await send('GET', `${path}/versions?depth=0`)
            expectRefused(versions, `anonymous GET ${path}/versions`)
            expect(versions.text).not.toContain(value)
          } else {
            for (const response of [list, byId, asDraft, draftList]) {
              expectRefused(response, `${who} GET ${addressOf(response)}`)
              expect(response.text).not.toContain(value)
            }
          }
          return
        }

        if (operation === 'update') {
          const changed = `${value} changed`
          const response = await send('PATCH', `${path}/${doc.id}`, { headers: asWho, json: { [collection.field]: changed } })
          if (mayAll) expect(response.status, response.text).toBe(200)
          else expectRefused(response, `${who} PATCH ${path}/:id`)
          expect((await stored(collection.slug, doc.id))?.[collection.field]).toBe(mayAll ? changed : value)
          return
        }

        const response = await send('DELETE', `${path}/${doc.id}`, { headers: asWho })
        if (mayAll) {
          expect(response.status, response.text).toBe(200)
          expect(await stored(collection.slug, doc.id)).toBeNull()
        } else {
          expectRefused(response, `${who} DELETE ${path}/:id`)
          expect((await stored(collection.slug, doc.id))?.[collection.field]).toBe(value)
        }
      })
    }
  }
}

for (const { slug, field, editorUpdates } of globals) {
  const path = `/api/globals/${slug}`
  const current = async () => {
    const response = await send('GET', `${path}?depth=0`, { headers: admin() })
    expect(response.status).toBe(200)
    return response.json<Record<string, unknown>>()[field]
  }
  /** Payload saves a global by POST, the first save making its row ("create"), later ones changing it ("update"). */
  const save = (value: string, headers: Record<string, string>) => send('POST', path, { headers, json: { [field]: value } })
  for (const operation of operations) {
    for (const who of everyone) {
      it(`global ${slug}: ${operation} by ${described[who]}`, async () => {
        const asWho = headersOf(who)
        const mayUpdate = who === 'administrator' || (who === 'editor' && editorUpdates)
        const value = unique(`Matrix ${slug} ${operation}`)
        if (operation === 'update') expect((await save(unique('Matrix first save'), admin())).status).toBe(200)
        const before = await current()

        if (operation === 'read') {
          const response = await send('GET', `${path}?depth=0`, { headers: asWho })
          expect(response.status).toBe(200)
          expect(response.json<Record<string, unknown>>()).toHaveProperty('globalType', slug)
          // Its history is the administrators' only.
          if (who === 'anonymous') expectRefused(await send('GET', `${path}/versions`), `anonymous GET ${path}/versions`)
          return
        }

        if (operation === 'delete') {
          // A global cannot be removed, by anybody.
          const response = await send('DELETE', path, { headers: asWho })
          expect(notServedTo(who), `DELETE ${path} answered ${response.status}`).toContain(response.status)
          expect(await current()).toBe(before)
          return
        }

        const response = await save(value, asWho)
        if (!mayUpdate) {
          expectRefused(response, `${who} POST ${path}`)
          expect(await current()).toBe(before)
        } else {
          expect(response.status, response.text).toBe(200)
          expect(await current()).toBe(value)
        }
        // PATCH is no way around it: not a route for globals.
        const patch = await send('PATCH', path, { headers: asWho, json: { [field]: `${value} by PATCH` } })
        expect(notServedTo(who), `PATCH ${path} answered ${patch.status}`).toContain(patch.status)
        expect(await current()).toBe(mayUpdate ? value : before)
      })
    }
  }
}

// The schedules' bookkeeping Payload adds for the hourly retention task: the queue keeps it in
// the database itself; through the API an administrator may read it, and nobody may change it.
for (const who of everyone) {
  it(`global payload-jobs-stats: read and update by ${described[who]}`, async () => {
    const path = '/api/globals/payload-jobs-stats'
    const read = await send('GET', `${path}?depth=0`, { headers: headersOf(who) })
    if (who === 'administrator') expect(read.status).toBe(200)
    else expectRefused(read, `${who} GET ${path}`)
    expectRefused(
      await send('POST', path, { headers: headersOf(who), json: { stats: { scheduledRuns: { queues: { default: 'broken' } } } } }),
      `${who} POST ${path}`,
    )
    const after = await send('GET', `${path}?depth=0`, { headers: admin() })
    expect(after.status).toBe(200)
    expect(after.text).not.toContain('broken')
  })
}

/** The fields a 400 answer names. */
function refusedFields(response: SiteAnswer): string[] {
  expect(response.status, response.text).toBe(400)
  const answer = response.json<{ errors: Array<{ data?: { errors?: Array<{ path: string }> } }> }>()
  return answer.errors.flatMap((error) => error.data?.errors ?? []).map(({ path }) => path)
}

it('roles: one that does not exist, or one an editor gives, is refused naming the field, and nothing is stored', async () => {
  const account = () => ({ email: `${unique('role')}@int.example`, password: 'matrix-user-password-1944' })
  const unknown = account()
  expect(refusedFields(await send('POST', '/api/users', { headers: admin(), json: { ...unknown, role: 'owner' } }))).toContain('role')
  expect(await countWhere('users', 'email', unknown.email)).toBe(0)

  // An editor giving a new account a role, or themselves another one.
  const byEditor = account()
  expect(refusedFields(await send('POST', '/api/users', { headers: editor(), json: { ...byEditor, role: 'admin' } }))).toEqual(['role'])
  expect(await countWhere('users', 'email', byEditor.email)).toBe(0)
  const promotion = await send('PATCH', `/api/users/${editorId}`, { headers: editor(), json: { role: 'admin', name: 'Promoted' } })
  expect(refusedFields(promotion)).toEqual(['role'])
  const self = await stored('users', editorId)
  expect(self?.role).toBe('editor')
  expect(self?.name).toBe('Matrix editor')
  // An administrator cannot set one that does not exist either.
  expect(refusedFields(await send('PATCH', `/api/users/${editorId}`, { headers: admin(), json: { role: 'owner' } }))).toContain('role')
  expect((await stored('users', editorId))?.role).toBe('editor')
})

it('roles: an editor updates their own name, and a new account is an editor unless an administrator says otherwise', async () => {
  const renamed = await send('PATCH', `/api/users/${editorId}`, { headers: editor(), json: { name: 'Matrix editor', role: 'editor' } })
  expect(renamed.status, renamed.text).toBe(200)
  const me = (await send('GET', '/api/users/me', { headers: editor() })).json<{ user: { id: number; role: string } }>()
  expect(me.user).toMatchObject({ id: editorId, role: 'editor' })
  const made = await send('POST', '/api/users', {
    headers: admin(),
    json: { email: `${unique('default')}@int.example`, password: 'matrix-user-password-1944' },
  })
  expect(made.status, made.text).toBe(201)
  expect(made.json<{ doc: Doc }>().doc.role).toBe('editor')
  // The first account, made as a start makes it (ensureAdmin), is an administrator.
  const first = (await send('GET', '/api/users/me', { headers: admin() })).json<{ user: { role: string } }>()
  expect(first.user.role).toBe('admin')
})

it('GraphQL is not served: no schema, no query answered, no playground', async () => {
  const query = '{ Products { docs { id title } } Users { docs { email } } }'
  // An anonymous POST is refused by the site's server before Payload; the others are Payload's "Route not found".
  const asked: Array<[string, number, SiteAnswer]> = [
    ['POST /api/graphql', 403, await send('POST', '/api/graphql', { json: { query } })],
    ['GET /api/graphql', 404, await send('GET', `/api/graphql?query=${encodeURIComponent(query)}`)],
    ['POST /api/graphql as an administrator', 404, await send('POST', '/api/graphql', { headers: admin(), json: { query } })],
    ['GET /api/graphql-playground', 404, await send('GET', '/api/graphql-playground')],
  ]
  for (const [what, status, response] of asked) {
    expect(response.status, what).toBe(status)
    // No answer to the query, no schema, no GraphiQL page.
    expect(response.text).not.toMatch(/"data"\s*:|__schema|GraphiQL|GraphQL Playground/)
  }
})

/**
 * Per content type with pages: a published document (the control: what a leak would look
 * like), a draft, a published document with a newer draft, and one published then taken
 * back to draft. Visitors see the first, the others' drafts nowhere in REST or the sitemap
 * (src/app/sitemap.ts, called as Next calls it for /sitemap.xml).
 */
for (const { slug: collection, page } of publicPages) {
  it(`${collection}: drafts and unpublished documents are not in REST or the sitemap`, async () => {
    const { default: sitemap } = await import('@/app/sitemap')
    const type = kind(collection)
    // One word in each title that nothing else contains.
    const marker = () => `zq${Math.random().toString(36).slice(2, 10)}`
    const titled = (label: string) => {
      const word = marker()
      return { word, title: `Matrix ${label} ${word}` }
    }
    const shown = titled('published')
    const draft = titled('draft')
    const pendingDraft = titled('pending draft')
    const unpublished = titled('unpublished')

    const publishedDoc = await created(type, shown.title, 'published')
    const draftDoc = await created(type, draft.title, 'draft')
    const withDraft = await created(type, titled('published before its draft').title, 'published')
    const saveDraft = await send('PATCH', `/api/${collection}/${withDraft.id}?draft=true`, {
      headers: admin(),
      json: { title: pendingDraft.title, _status: 'draft' },
    })
    expect(saveDraft.status, saveDraft.text).toBe(200)
    const takenBack = await created(type, unpublished.title, 'published')
    // Listed once while published.
    expect((await sitemap()).map((entry) => entry.url).join('\n')).toContain(page(takenBack.slug!))
    const unpublish = await send('PATCH', `/api/${collection}/${takenBack.id}`, { headers: admin(), json: { _status: 'draft' } })
    expect(unpublish.status, unpublish.text).toBe(200)

    // The control: the published document is in REST and in the sitemap.
    expect((await send('GET', `/api/${collection}/${publishedDoc.id}`)).status).toBe(200)
    const listed = (await sitemap()).map((entry) => entry.url).join('\n')
    expect(listed).toContain(page(publishedDoc.slug!))

    for (const [doc, what] of [
      [draftDoc, 'a draft'],
      [takenBack, 'an unpublished document'],
    ] as const) {
      for (const query of ['', '?draft=true']) {
        expect((await send('GET', `/api/${collection}/${doc.id}${query}`)).status, `${what} by id${query}`).toBe(404)
      }
      for (const query of [
        `where[slug][equals]=${doc.slug}`,
        `where[slug][equals]=${doc.slug}&draft=true`,
        `where[id][equals]=${doc.id}`,
      ]) {
        const list = await send('GET', `/api/${collection}?${query}`)
        expect(list.status).toBe(200)
        expect(list.json<{ totalDocs: number }>().totalDocs, `${what}: ${query}`).toBe(0)
      }
      expect(listed, `${what} in the sitemap`).not.toContain(page(doc.slug!))
    }

    // A newer draft of a published document stays the editor's: visitors get the published text.
    for (const query of ['', '?draft=true']) {
      const response = await send('GET', `/api/${collection}/${withDraft.id}${query}`)
      expect(response.status).toBe(200)
      expect(response.text).not.toContain(pendingDraft.word)
    }
  })
}
