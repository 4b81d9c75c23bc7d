/**
 * Malformed and hostile requests over every endpoint and page, generated from the lists
 * below so that a new collection or page is covered by adding its name. Each says what it
 * tries and what a correct answer is.
 */

export type BadRequest = {
  /** What is tried, for the failure message. */
  name: string
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  path: string
  /** As the administrator (the API's writes) or as anyone. */
  as: 'anyone' | 'admin'
  /** A JSON body, or a raw body with its content type. */
  json?: unknown
  raw?: { contentType: string; body: string | Buffer; headers?: Record<string, string> }
  /**
   * `refused`: a 4xx with a message. `harmless`: valid but hostile (SQL in a text value, a
   * huge search); any answer but a 5xx, and nothing changed.
   */
  expect: 'refused' | 'harmless'
}

export const COLLECTIONS = [
  'products',
  'categories',
  'sub-categories',
  'recipes',
  'news',
  'videos',
  'health-care',
  'jobs',
  'sliders',
  'media',
  'users',
  'enquiries',
]
export const GLOBALS = ['about-us', 'contact-us', 'site-settings', 'category-settings', 'recipe-settings', 'health-care-settings']
/** Collections with a public page per document, and their addresses. */
const PAGES = ['products', 'recipes', 'news', 'videos', 'healthCare', 'jobs']

const BAD_IDS = [
  'not-an-id',
  '%00',
  '1e400',
  '0',
  '-1',
  '1.5',
  '99999999999999999999',
  'Infinity',
  '%C3%28',
  "1'%20OR%20'1'='1",
  '%E2%80%AE1',
]
const BAD_LIMITS = ['99999999999999999999', '-1', 'abc', '1.5', '1001']
const BAD_PAGES = ['0', '-3', 'abc', '1e10']
const BAD_WHERE = [
  'where[createdAt][greater_than]=not-a-date',
  'where[updatedAt][less_than]=2020-99-99',
  'where[id][equals]=abc',
  'where[id][in]=1,abc',
  'where[id][greater_than]=1e999',
  'where[createdAt][equals][0]=a',
  'where[createdAt][exists]=maybe',
  'where[id][near]=1,2',
  'where=notjson',
  'where={"id":',
  'where[or][0]=1',
  'where[and]=x',
  'where[id]=1',
  'where[title][$gt]=a',
  'where[__proto__][polluted]=1',
  'where[constructor][prototype][x]=1',
  'where[id.nothing][equals]=1',
  'locale=xx',
  'locale=../../etc',
  'fallback-locale=zz',
  'data={bad',
]
/** Valid queries with hostile text: answered normally, nothing leaks or changes. */
const HOSTILE_VALUES = [
  "where[createdAt][exists]=true&sort='%3B%20DROP%20TABLE%20users%3B--",
  'where[id][not_equals]=1%20OR%201%3D1',
  'depth=1000',
  'sort=%00',
  `limit=5&where[id][in]=${Array.from({ length: 500 }, (_, i) => i + 1).join(',')}`,
]

/**
 * Whether the app's REST route (`src/app/(payload)/api/[...slug]/route.ts`) answers a case,
 * so that tests/int/badInput.int.spec.ts sends it in process. The others need the built
 * server (tests/e2e/bad-input.e2e.spec.ts): pages are rendered by Next, forgot-password has a
 * route of its own that answers through Next's `after`, and an address that cannot be
 * decoded is answered by the proxy (src/proxy.ts) before any route.
 */
export function answeredByRestRoute(item: BadRequest): boolean {
  const path = item.path.split('?', 1)[0]
  return path.startsWith('/api/') && !path.startsWith('/api/users/forgot-password') && decodable(path)
}

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/** A stack trace or a server path in an answer tells an attacker how the server is built. */
export const LEAK = /\bat [\w.<>]+ \(|node_modules|\/work\/|\.tsx?:\d+|SQLITE_|syntax error at|DrizzleError|drizzle-orm/

/** Why an answer is wrong for its case, or null. */
export function verdict(
  item: BadRequest,
  { status, body, contentType }: { status: number; body: string; contentType: string },
): string | null {
  if (status >= 500) return `${status}: ${body.slice(0, 160)}`
  if (LEAK.test(body)) return `${status} with server details: ${body.match(LEAK)?.[0]}`
  if (item.expect === 'harmless') return null
  // Redirects of a page to its canonical address are a fine answer to a bad address.
  if (status >= 300 && status < 400 && !item.path.startsWith('/api/')) return null
  if (status < 400) return `${status}, not refused: ${body.slice(0, 120)}`
  if (item.path.startsWith('/api/')) {
    let answer: { errors?: Array<{ message?: string }>; message?: string }
    try {
      answer = JSON.parse(body) as typeof answer
    } catch {
      return `${status} is not JSON: ${body.slice(0, 120)}`
    }
    const message = answer.errors?.[0]?.message ?? answer.message
    if (!message || message === 'Something went wrong.') return `${status} without a message`
    // A scanned code that names no product answers in plain words; every other page in HTML.
  } else if (!item.path.startsWith('/01/') && !contentType.startsWith('text/html')) return `${status} page is not HTML`
  return null
}

/** In the title of every document a case tries to create, to find any that got stored. */
export const MARKER = 'bad-input-probe'

const huge = MARKER + 'x'.repeat(200_000)
// As text: a client library would itself overflow its stack turning so deep an object to JSON.
const deepJson = `${'{"nested":'.repeat(5_000)}{"title":"${MARKER}"}${'}'.repeat(5_000)}`

/** Bodies a write must refuse, whatever the collection. */
const BAD_BODIES: Array<{ name: string; json?: unknown; raw?: BadRequest['raw'] }> = [
  { name: 'invalid JSON', raw: { contentType: 'application/json', body: '{"title": ' } },
  {
    name: 'invalid UTF-8 in JSON',
    raw: { contentType: 'application/json', body: Buffer.from([0x7b, 0x22, 0x74, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]) },
  },
  { name: 'a JSON list', json: [1, 2, 3] },
  { name: 'a JSON string', json: 'title' },
  { name: 'a broken multipart body', raw: { contentType: 'multipart/form-data; boundary=xx', body: '--xx\r\nbroken' } },
  { name: 'a multipart body without its boundary', raw: { contentType: 'multipart/form-data', body: 'a=b' } },
]

/** Bodies of the wrong shape for the collections with a title. */
/** Bodies of the wrong shape; `only` for a field that some collections have. */
const BAD_DOCUMENTS: Array<{ name: string; json?: unknown; raw?: BadRequest['raw']; only?: string }> = [
  { name: 'a title that is a number', json: { title: 123456, slug: MARKER } },
  { name: 'a title that is a list', json: { title: [MARKER, 'b'] } },
  { name: 'a title of 200,000 characters', json: { title: huge } },
  { name: 'JSON nested 5,000 deep', raw: { contentType: 'application/json', body: deepJson } },
  { name: 'a prototype-polluting key', json: JSON.parse(`{"__proto__": {"isAdmin": true}, "title": "${MARKER}"}`) },
  { name: 'a category that is not a number', json: { title: `${MARKER} category`, category: "1' OR '1'='1" }, only: 'products' },
  { name: 'a category that does not exist', json: { title: `${MARKER} no category`, category: 999999 }, only: 'products' },
  { name: 'a parent category that does not exist', json: { title: `${MARKER} no parent`, category: 999999 }, only: 'sub-categories' },
  { name: 'products used that do not exist', json: { title: `${MARKER} no products`, products: [999998, 999999] }, only: 'recipes' },
  { name: 'a date that is not a date', json: { title: `${MARKER} date`, publishedAt: 'yesterday-ish' }, only: 'news' },
  { name: 'nutrition that is a word', json: { title: `${MARKER} nutrition`, nutrition: 'lots' }, only: 'products' },
  { name: 'a fat that is a word', json: { title: `${MARKER} fat`, nutrition: { fat: 'plenty' } }, only: 'products' },
  { name: 'an allergen outside the 14 groups', json: { title: `${MARKER} allergen`, allergens: ['chocolate'] }, only: 'products' },
  { name: 'ingredients that are not a list', json: { title: `${MARKER} ingredients`, ingredients: { name: 'salt' } }, only: 'products' },
]

/** The site's pages with input that cannot name a page. */
const BAD_PAGE_PATHS = [
  '/xx/products',
  '/en-US/recipes',
  '/products/%00',
  '/products/%C3%28',
  `/recipes/${'a'.repeat(3000)}`,
  '/news/..%2F..%2Fetc%2Fpasswd',
  '/ar/jobs/%E2%80%AE',
  '/products?page=abc',
  '/recipes?page=0',
  '/news?page=-1',
  '/ckb/videos?page=99999999999999999999',
  '/01/6260000000011',
  '/01/abc',
  '/api/media/file/..%2F..%2Fpackage.json',
  '/api/media/file/%00.jpg',
  '/api/nothing-here',
  '/api/globals/nothing-here',
  '/api/users/reset-password-nothing',
]

/** Hostile but valid page input: the page answers without a server error. */
const HOSTILE_PAGE_PATHS = [
  `/products?q=${encodeURIComponent('<script>alert(1)</script>')}`,
  `/ar/products?q=${'بطاطا '.repeat(400)}`,
  `/products?q=${encodeURIComponent("' OR 1=1 --")}`,
  '/products?category=%00',
  '/products?subCategory=../../etc',
  `/products?free=${encodeURIComponent('<script>')}`,
  '/ar/products?free=gluten,gluten,milk,nothing&free=%00',
  `/01/4006381333931?linkType=${encodeURIComponent('javascript:alert(1)')}`,
]

export function badRequests(): BadRequest[] {
  const cases: BadRequest[] = []
  const add = (request: BadRequest) => cases.push(request)
  for (const collection of COLLECTIONS) {
    // Accounts and enquiries are the administrators' alone: asked by anyone, every request is refused before it is read.
    const as = collection === 'users' || collection === 'enquiries' ? 'admin' : 'anyone'
    for (const id of BAD_IDS)
      add({ name: `${collection} id ${id}`, method: 'GET', path: `/api/${collection}/${id}`, as, expect: 'refused' })
    for (const limit of BAD_LIMITS)
      add({ name: `${collection} limit ${limit}`, method: 'GET', path: `/api/${collection}?limit=${limit}`, as, expect: 'refused' })
    for (const page of BAD_PAGES)
      add({ name: `${collection} page ${page}`, method: 'GET', path: `/api/${collection}?page=${page}`, as, expect: 'refused' })
    for (const where of BAD_WHERE)
      add({ name: `${collection} ${where}`, method: 'GET', path: `/api/${collection}?${where}`, as, expect: 'refused' })
    for (const query of HOSTILE_VALUES)
      add({ name: `${collection} ${query.slice(0, 60)}`, method: 'GET', path: `/api/${collection}?${query}`, as, expect: 'harmless' })
    for (const { name, ...body } of BAD_BODIES) {
      add({
        name: `create ${collection} with ${name}`,
        method: 'POST',
        path: `/api/${collection}`,
        as: 'admin',
        ...body,
        expect: 'refused',
      })
      add({
        name: `update ${collection} 1 with ${name}`,
        method: 'PATCH',
        path: `/api/${collection}/1`,
        as: 'admin',
        ...body,
        expect: 'refused',
      })
    }
    for (const id of ['not-an-id', '1e400'])
      add({ name: `delete ${collection} ${id}`, method: 'DELETE', path: `/api/${collection}/${id}`, as: 'admin', expect: 'refused' })
    add({
      name: `bulk delete ${collection} with a bad query`,
      method: 'DELETE',
      path: `/api/${collection}?where[id][in]=abc`,
      as: 'admin',
      expect: 'refused',
    })
    // The admin's long list queries: a POST carrying the query (Payload's method override).
    for (const where of BAD_WHERE.slice(0, 8))
      add({
        name: `${collection} as a POST query: ${where}`,
        method: 'POST',
        path: `/api/${collection}`,
        as,
        raw: { contentType: 'application/x-www-form-urlencoded', body: where, headers: { 'X-Payload-HTTP-Method-Override': 'GET' } },
        expect: 'refused',
      })
    add({
      name: `anonymous create ${collection}`,
      method: 'POST',
      path: `/api/${collection}`,
      as: 'anyone',
      json: { title: MARKER },
      expect: 'refused',
    })
  }
  for (const collection of ['products', 'recipes', 'news', 'jobs', 'categories']) {
    for (const { name, only: _only, ...document } of BAD_DOCUMENTS.filter(({ only }) => !only || only === collection))
      add({
        name: `create ${collection} with ${name}`,
        method: 'POST',
        path: `/api/${collection}`,
        as: 'admin',
        ...document,
        expect: 'refused',
      })
  }
  for (const global of GLOBALS) {
    add({ name: `global ${global} locale xx`, method: 'GET', path: `/api/globals/${global}?locale=xx`, as: 'anyone', expect: 'refused' })
    add({
      name: `global ${global} invalid JSON`,
      method: 'POST',
      path: `/api/globals/${global}`,
      as: 'admin',
      raw: BAD_BODIES[0].raw,
      expect: 'refused',
    })
    add({
      name: `anonymous update of global ${global}`,
      method: 'POST',
      path: `/api/globals/${global}`,
      as: 'anyone',
      json: { siteName: 'x' },
      expect: 'refused',
    })
  }
  for (const path of BAD_PAGE_PATHS) add({ name: `page ${path.slice(0, 60)}`, method: 'GET', path, as: 'anyone', expect: 'refused' })
  for (const path of HOSTILE_PAGE_PATHS) add({ name: `page ${path.slice(0, 60)}`, method: 'GET', path, as: 'anyone', expect: 'harmless' })
  for (const page of PAGES) {
    add({ name: `page /${page}?page=abc`, method: 'GET', path: `/${page}?page=abc`, as: 'anyone', expect: 'refused' })
    add({ name: `page /ar/${page}/<bad slug>`, method: 'GET', path: `/ar/${page}/%3Cscript%3E`, as: 'anyone', expect: 'refused' })
  }
  // Sign-in and password endpoints with the wrong shapes.
  for (const endpoint of ['login', 'forgot-password', 'reset-password', 'unlock']) {
    for (const json of [
      {},
      { email: 1, password: [1] },
      { email: { $gt: '' }, password: { $ne: '' } },
      { token: { $ne: null }, password: 'x' },
    ])
      add({
        name: `${endpoint} with ${JSON.stringify(json)}`,
        method: 'POST',
        path: `/api/users/${endpoint}`,
        as: 'anyone',
        json,
        expect: 'refused',
      })
    add({
      name: `${endpoint} with invalid JSON`,
      method: 'POST',
      path: `/api/users/${endpoint}`,
      as: 'anyone',
      raw: BAD_BODIES[0].raw,
      expect: 'refused',
    })
  }
  return cases
}
