/**
 * Product search time with the generated catalogue: the product list's search
 * (`/products?q=`, the page visitors use) and the same query through the REST API, each
 * request after the previous one, timed to the last byte on loopback.
 */
import type { Locale } from '../../src/i18n/locales'
import { normalizeSearchText } from '../../src/lib/arabicSearch'
import { distinctQueries, type SearchTerm, searchTerms } from './catalogue'
import { percentile } from './http'

export type Timing = { p50Ms: number; p95Ms: number; count: number }

export type TermResult = SearchTerm & {
  hits: number
  /** The page's first request for the term: read from the database. */
  pageFirstMs: number
  /** The page, the same term again and again (Next's data cache answers after the first). */
  page: Timing
  rest: Timing
}

export type SearchResult = {
  terms: TermResult[]
  /** Every term's page requests together. */
  pageAll: Timing
  /** A different query each request: the database every time. */
  pageDistinct: Timing
  restAll: Timing
}

const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`)

const pagePath = ({ locale, term }: SearchTerm) => `${prefix(locale)}/products?${new URLSearchParams({ q: term })}`

function restPath({ locale, term }: SearchTerm): string {
  // The same query as the product list: see productListWhere in src/lib/productFilters.ts.
  const query = new URLSearchParams({
    'where[searchText][like]': normalizeSearchText(term),
    locale,
    depth: '1',
    limit: '9',
    sort: 'order',
  })
  return `/api/products?${query}`
}

async function timedGet(url: string): Promise<{ ms: number; body: string }> {
  const started = performance.now()
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) })
  const body = await response.text()
  const ms = performance.now() - started
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`)
  return { ms, body }
}

function timing(values: number[]): Timing {
  return { p50Ms: percentile(values, 50), p95Ms: percentile(values, 95), count: values.length }
}

export async function measureSearch(appUrl: string, requestsPerTerm: number): Promise<SearchResult> {
  const terms: TermResult[] = []
  const pageAll: number[] = []
  const restAll: number[] = []
  for (const term of searchTerms) {
    const first = await timedGet(appUrl + pagePath(term))
    const page: number[] = []
    for (let i = 0; i < requestsPerTerm; i++) page.push((await timedGet(appUrl + pagePath(term))).ms)
    const rest: number[] = []
    let hits = 0
    for (let i = 0; i < requestsPerTerm; i++) {
      const { ms, body } = await timedGet(appUrl + restPath(term))
      rest.push(ms)
      hits = (JSON.parse(body) as { totalDocs: number }).totalDocs
    }
    pageAll.push(...page)
    restAll.push(...rest)
    terms.push({ ...term, hits, pageFirstMs: first.ms, page: timing(page), rest: timing(rest) })
  }
  const distinct: number[] = []
  for (const query of distinctQueries(requestsPerTerm)) distinct.push((await timedGet(appUrl + pagePath(query))).ms)
  return { terms, pageAll: timing(pageAll), pageDistinct: timing(distinct), restAll: timing(restAll) }
}

/** A few search addresses for the soak test's mix. */
export function searchPaths(): string[] {
  return searchTerms.slice(0, 4).map(pagePath)
}
