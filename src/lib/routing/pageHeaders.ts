/**
 * The pages' Cache-Control, as next.config.ts sends it: Next's own header rules rather than
 * the proxy, which would cost every page a run of its own.
 */
import { applyPath } from '../applications/paths.ts'
import { BY_LANGUAGE, PERSONAL_COOKIES, PERSONAL_PAGES, PRIVATE, PUBLIC_HTML } from '../cachePolicy.ts'
import { listPath } from '../contentTypes.ts'

import { nonPageSegments } from './areas.ts'
import { anyLocale } from './patterns.ts'

type Query = { type: 'query' | 'cookie'; key: string; value?: string }
export type HeaderRule = { source: string; has?: Query[]; headers: Array<{ key: string; value: string }> }

const cacheControl = (value: string) => [{ key: 'Cache-Control', value }]

/**
 * Every page address in every language, as Next sees it (English's `en` given by the site's
 * server), in one pattern: Next tests every header rule against every request, so fewer
 * rules serve each page sooner.
 */
const anyPage = `/:page((?!(?:${nonPageSegments.join('|')})(?:/|$))[^.]*)`
/** The sign-in and password pages in each language. */
const personalPage = `/${anyLocale}/:page(${PERSONAL_PAGES.map((page) => page.slice(1)).join('|')})/:rest*`
/** The administrators' sign-in page in each language, where the admin is entered from the site. */
export const signInPage = `/${anyLocale}/login`

/**
 * Cache-Control of the pages, as the cache policy says (src/lib/cachePolicy.ts). Where several
 * rules match, Next sends the last one's value; Next keeps a Cache-Control already set on a
 * response rather than writing its own.
 */
export const pageHeaders: HeaderRule[] = [
  { source: anyPage, headers: cacheControl(PUBLIC_HTML) },
  // A scanned `/01/{GTIN}` answers by the visitor's language (see BY_LANGUAGE).
  { source: '/01/:path*', headers: cacheControl(BY_LANGUAGE) },
  { source: personalPage, headers: cacheControl(PRIVATE) },
  // A job application's answer (src/app/…/jobs/[slug]/apply) is one applicant's.
  { source: applyPath(`/${anyLocale}${listPath('jobs')}/:slug`), headers: cacheControl(PRIVATE) },
  // A signed-in editor or a draft preview: the same pages, for that person only.
  ...PERSONAL_COOKIES.map((cookie) => ({
    source: anyPage,
    has: [{ type: 'cookie' as const, key: cookie }],
    headers: cacheControl(PRIVATE),
  })),
]
