import { locales } from '@/i18n/locales'
import { whereSizeProblem } from '@/lib/api/whereCheck'
import { PRIVATE } from '@/lib/cachePolicy'

/**
 * Checks a REST request before Payload reads it, for what Payload would otherwise fail on
 * with a 500 (a body or `where` that is not JSON, an unreadable form), silently misread (a
 * language the site does not have, `1' OR '1'='1` read as document 1) or pass to code that
 * was never meant to see it (keys such as `__proto__`).
 */

const LOCALE_VALUES = new Set<string>([...locales, 'all'])
const FALLBACK_VALUES = new Set<string>([...locales, 'none', 'null', 'false'])
/** Deeper than any document the site stores; deeper still overflows Payload's walks. */
const MAX_JSON_DEPTH = 32
const FORBIDDEN_KEY = /^(__proto__|constructor|prototype)$/
const FORBIDDEN_QUERY_KEY = /\[(__proto__|constructor|prototype)\]|^(__proto__|constructor|prototype)$/

const WITH_BODY = new Set(['POST', 'PATCH', 'PUT'])

type Refusal = { status: 400 | 404 | 415; message: string }
/**
 * Payload's query parser (qs) reads the first 1,000 parameters and silently drops the rest,
 * so a longer query would be answered as another one. No page or admin list comes near.
 */
const MAX_QUERY_PARAMETERS = 1000

/** Why a JSON value cannot be a request's data, or null. */
function shapeProblem(value: unknown, depth = 0): string | null {
  if (depth > MAX_JSON_DEPTH) return `The data is nested more than ${MAX_JSON_DEPTH} levels deep.`
  if (value === null || typeof value !== 'object') return null
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = shapeProblem(item, depth + 1)
      if (problem) return problem
    }
    return null
  }
  for (const [key, item] of Object.entries(value)) {
    if (FORBIDDEN_KEY.test(key)) return `The data has a field named "${key}", which is not allowed.`
    const problem = shapeProblem(item, depth + 1)
    if (problem) return problem
  }
  return null
}

function parseJson(text: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(text) }
  } catch {
    return null
  }
}

function queryProblem(searchParams: URLSearchParams): string | null {
  let count = 0
  for (const key of searchParams.keys()) {
    if (FORBIDDEN_QUERY_KEY.test(key)) return `The query names "${key}", which is not allowed.`
    if (++count > MAX_QUERY_PARAMETERS) return `The query has more than ${MAX_QUERY_PARAMETERS} parameters.`
  }
  for (const name of ['where', 'data']) {
    const value = searchParams.get(name)
    if (value === null || value === '') continue
    // A plain string (not `where[...]=`) is read as JSON by Payload.
    const parsed = /^\s*[[{]/.test(value) ? parseJson(value) : null
    if (!parsed) return `The ${name} parameter must be a JSON object or ${name}[field][operator]=value.`
    const problem = shapeProblem(parsed.value) ?? (name === 'where' ? whereSizeProblem(parsed.value) : null)
    if (problem) return problem.endsWith('.') ? problem : `${problem}.`
  }
  const locale = searchParams.get('locale')
  if (locale !== null && !LOCALE_VALUES.has(locale)) return `Unknown language "${locale}": use ${locales.join(', ')} or all.`
  const fallback = searchParams.get('fallback-locale')
  if (fallback !== null && !FALLBACK_VALUES.has(fallback))
    return `Unknown fallback language "${fallback}": use ${locales.join(', ')} or none.`
  return null
}

/**
 * `/api/products/1abc`: Payload reads the document number with parseFloat, so anything that
 * starts with digits names that document. Its own words (`/api/users/me`) start with a letter.
 */
function idProblem(pathname: string): string | null {
  const segment = pathname.split('/')[3]
  if (segment !== undefined && /^\d/.test(segment) && !/^\d+$/.test(segment)) return 'There is no document with this number.'
  return null
}

async function bodyProblem(request: Request): Promise<Refusal | string | null> {
  if (!WITH_BODY.has(request.method)) return null
  const type = request.headers.get('content-type') ?? ''
  // The admin asks for long lists as a POST whose body is the query (Payload's method override).
  const override = request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override')
  if (override === 'GET' && /^application\/x-www-form-urlencoded/i.test(type))
    return queryProblem(new URLSearchParams(await request.clone().text()))
  if (/^multipart\/form-data/i.test(type)) {
    try {
      // Read a copy: the original is left whole for Payload.
      const form = await request.clone().formData()
      const payload = form.get('_payload')
      // Without it Payload has no document data and fails on the missing fields (a 500).
      if (typeof payload !== 'string') return 'The form must carry the document’s fields as JSON in a field named _payload.'
      const parsed = parseJson(payload)
      if (!parsed || typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value))
        return 'The form field _payload must hold a JSON object.'
      return shapeProblem(parsed.value)
    } catch {
      return 'The form data could not be read: send it again as multipart/form-data.'
    }
  }
  const bytes = await request.clone().arrayBuffer()
  if (bytes.byteLength === 0) return null
  // Payload reads a body only when its type is exactly application/json; any other (text/plain,
  // a form) leaves the document without data, and the save failed with a 500.
  if (type.split(';', 1)[0] !== 'application/json')
    return {
      status: 415,
      message: 'Send the data as JSON with the header Content-Type: application/json, or a file as multipart/form-data.',
    }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return 'The body is not valid UTF-8 text.'
  }
  const parsed = parseJson(text)
  if (!parsed) return 'The body is not valid JSON.'
  if (typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) return 'The body must be a JSON object.'
  return shapeProblem(parsed.value)
}

/** What the check needs of Payload's config: which collections and globals keep versions. */
export type VersionsConfig = {
  collections: ReadonlyArray<{ slug: string; versions?: unknown }>
  globals: ReadonlyArray<{ slug: string; versions?: unknown }>
}

/**
 * `/api/{collection}/versions…`, `/api/globals/{global}/versions…`: Payload offers these for
 * every collection and global and, for one that keeps no versions, queries a table that does
 * not exist (a 500). A slug the config does not name is left to Payload's own 404.
 */
function versionsProblem(pathname: string, config: VersionsConfig | undefined): string | null {
  if (!config) return null
  const [, , first, second, third] = pathname.split('/')
  const isGlobal = first === 'globals'
  const slug = isGlobal ? second : first
  if ((isGlobal ? third : second) !== 'versions') return null
  const entity = (isGlobal ? config.globals : config.collections).find((item) => item.slug === slug)
  if (!entity || entity.versions) return null
  return isGlobal ? `The global "${slug}" keeps no versions.` : `Documents of "${slug}" keep no versions.`
}

/**
 * Why the request cannot be answered, in words for the API's user, or null. With Payload's
 * config, the versions of what keeps none are not found either.
 */
export async function requestProblem(request: Request, config?: VersionsConfig): Promise<Refusal | null> {
  const { pathname, searchParams } = new URL(request.url)
  const missing = idProblem(pathname) ?? versionsProblem(pathname, config)
  if (missing) return { status: 404, message: missing }
  const problem = queryProblem(searchParams) ?? (await bodyProblem(request))
  return typeof problem === 'string' ? { status: 400, message: problem } : problem
}

/**
 * Answers a request that `requestProblem` refuses with a 4xx in Payload's error shape. Given
 * Payload's config (as `@payload-config` exports it, a promise), the versions are checked too.
 */
export function withRequestCheck<A extends unknown[]>(
  handler: (request: Request, ...rest: A) => Promise<Response>,
  config?: VersionsConfig | Promise<VersionsConfig>,
) {
  return async (request: Request, ...rest: A): Promise<Response> => {
    const refusal = await requestProblem(request, await config)
    if (refusal)
      return Response.json({ errors: [{ message: refusal.message }] }, { status: refusal.status, headers: { 'Cache-Control': PRIVATE } })
    return handler(request, ...rest)
  }
}
