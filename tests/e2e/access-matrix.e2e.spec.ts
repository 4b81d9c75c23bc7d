import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test'

import { type FreshServer, startFreshServer } from './helpers/freshServer'

/**
 * What visitors see of drafts and unpublished documents: never on their pages (cached ones
 * too) or in the product search, where the published control is. Who may do what through
 * the REST API (every collection and global x create / read / update / delete x anonymous /
 * administrator / editor), and drafts kept out of REST and the sitemap:
 * tests/int/accessMatrix.int.spec.ts.
 *
 * On a server of its own: the tests publish and unpublish documents, which the shared
 * server's page and dashboard tests (the 'site' project) would see change.
 */
type Doc = { id: number; slug?: string } & Record<string, unknown>

/** The content types with public pages, the path of a document's page, and what else a new one needs. */
const publicPages: Array<{ slug: string; page: (slug: string) => string; data?: () => Record<string, unknown> }> = [
  { slug: 'products', page: (slug) => `/products/${slug}`, data: () => ({ category }) },
  { slug: 'recipes', page: (slug) => `/recipes/${slug}` },
  { slug: 'news', page: (slug) => `/news/${slug}` },
  { slug: 'videos', page: (slug) => `/videos/${slug}`, data: () => ({ videoUrl: 'https://vimeo.com/76979871' }) },
  { slug: 'health-care', page: (slug) => `/healthCare/${slug}` },
  { slug: 'jobs', page: (slug) => `/jobs/${slug}` },
]

let server: FreshServer
let token = ''
let category = 0

const url = (path: string) => `${server.url}${path}`
const admin = () => ({ Authorization: `JWT ${token}` })

async function body<T>(response: APIResponse): Promise<T> {
  return (await response.json()) as T
}

/** A new document, made by the administrator. */
async function created(request: APIRequestContext, collection: string, data: Record<string, unknown>, status: 'draft' | 'published') {
  const response = await request.post(url(`/api/${collection}`), { headers: admin(), data: { ...data, _status: status } })
  expect(response.status(), await response.text()).toBe(201)
  return (await body<{ doc: Doc }>(response)).doc
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000)
  server = await startFreshServer('matrix', { env: { RATE_LIMIT_MULTIPLIER: '1000' } })
  const request = await playwright.request.newContext()
  const login = await request.post(url('/api/users/login'), { data: { email: server.email, password: server.password } })
  expect(login.status()).toBe(200)
  token = (await body<{ token: string }>(login)).token
  category = (await created(request, 'categories', { title: `Matrix category ${Date.now()}` }, 'published')).id
  await request.dispose()
})
test.afterAll(async () => server?.stop())

/**
 * Per content type with pages: a published document (the control: what a leak would look
 * like), a draft, a published document with a newer draft, and one published then taken
 * back to draft. Visitors see the first, the others' drafts nowhere.
 */
for (const { slug: collection, page, data = () => ({}) } of publicPages) {
  test(`${collection}: drafts and unpublished documents are not on pages or in the search`, async ({ request }) => {
    // One word in each title that nothing else contains, to search for.
    const marker = () => `zq${Math.random().toString(36).slice(2, 10)}`
    const titled = (label: string) => {
      const word = marker()
      return { word, title: `Matrix ${label} ${word}` }
    }
    const make = (title: string, status: 'draft' | 'published') => created(request, collection, { ...data(), title }, status)
    const shown = titled('published')
    const draft = titled('draft')
    const pendingDraft = titled('pending draft')
    const unpublished = titled('unpublished')

    const publishedDoc = await make(shown.title, 'published')
    const draftDoc = await make(draft.title, 'draft')
    const withDraft = await make(titled('published before its draft').title, 'published')
    const saveDraft = await request.patch(url(`/api/${collection}/${withDraft.id}?draft=true`), {
      headers: admin(),
      data: { title: pendingDraft.title, _status: 'draft' },
    })
    expect(saveDraft.status(), await saveDraft.text()).toBe(200)
    const takenBack = await make(unpublished.title, 'published')
    // Seen once while published, so a cached page would have it.
    expect((await request.get(url(page(takenBack.slug!)))).status()).toBe(200)
    const unpublish = await request.patch(url(`/api/${collection}/${takenBack.id}`), { headers: admin(), data: { _status: 'draft' } })
    expect(unpublish.status(), await unpublish.text()).toBe(200)

    // The control: the published document is on its page.
    const shownPage = await request.get(url(page(publishedDoc.slug!)))
    expect(shownPage.status()).toBe(200)
    expect(await shownPage.text()).toContain(shown.title)

    for (const [doc, what] of [
      [draftDoc, 'a draft'],
      [takenBack, 'an unpublished document'],
    ] as const) {
      expect((await request.get(url(page(doc.slug!)))).status(), `the page of ${what}`).toBe(404)
    }

    // A newer draft of a published document stays the editor's: visitors get the published text.
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
