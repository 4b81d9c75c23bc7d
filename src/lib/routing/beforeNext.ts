/**
 * What the site's server does to an address before Next routes it
 * (src/server/http/languageAddresses.ts): English has no prefix but its routes are under
 * `[locale]`, so an English address gets its `en`; `/en/…` and the old `/he/…` go to their
 * public addresses.
 */
import { defaultLocale, locales } from '../../i18n/locales.ts'
import { ownRedirectPathOr } from '../redirectTarget.ts'

import { nonPageSegments } from './areas.ts'

/**
 * A public English page's address: `/` or a path whose first segment is none of a language
 * (the old `he` included), a scan (`/01/…`, which the proxy routes by the visitor's
 * language), an area that is not a page (the admin, the API, the preview routes, the code
 * pictures), or Next's files and addresses (`_next`, `__nextjs…`: anything from `_`); with no
 * dot (robots.txt, icon.svg) and no empty segment (`/news/`, `//news`: Next's own redirects
 * tidy those first).
 */
export const ENGLISH_PAGE = new RegExp(
  `^/(?:(?!(?:${[...locales, 'he', '01', ...nonPageSegments.filter((segment) => !segment.startsWith('_'))].join('|')})(?:/|$)|_)(?:[^./]+/)*[^./]+)?$`,
  // `/EN/news` is a language typed in capitals (LANGUAGE_IN_CAPITALS), not an English page.
  'i',
)
/** `/en`, `/en/news`: English written with the prefix it does not have. */
const ENGLISH_PREFIX = new RegExp(`^/${defaultLocale}(/.*)?$`)
/** The old site carried Kurdish under `he` (Hebrew's code); its links keep working. */
const OLD_KURDISH = /^\/he(\/.*)?$/
/** `/EN/news`, `/Ar`: a language's segment in capitals, which Next would not find. */
const LANGUAGE_IN_CAPITALS = new RegExp(`^/(${[...locales, 'he'].join('|')})(/.*)?$`, 'i')

/** What the site's server does to an address before Next routes it. */
export type BeforeNext = { redirect: string; status: 307 | 308 } | { rewrite: string } | null

/**
 * English addresses get the `en` segment their routes are under: `/news` is served as
 * `/en/news`, `/` as `/en`. As a rewrite rule of Next's, this cost 17–24 % of an English
 * page's rate (154 µs of CPU a request: Next prepares the destination in its router and again
 * in the page's handler, docs/performance.md); done by the site's server before Next, it is
 * one regular expression. So `/en/…` from outside is sent to the address without it (307: a
 * prefix English may have one day), `/he/…` to `/ckb/…` (308) and a language in capitals to
 * its address (`/AR/news` → `/ar/news`, `/EN/news` → `/news`), here too: Next's redirects
 * would meet the rewritten address. The query is kept. Null: Next routes the
 * address as it is.
 */
export function beforeNext(url: string): BeforeNext {
  const queryAt = url.indexOf('?')
  const path = queryAt === -1 ? url : url.slice(0, queryAt)
  const query = queryAt === -1 ? '' : url.slice(queryAt)
  if (ENGLISH_PAGE.test(path)) return { rewrite: `/${defaultLocale}${path === '/' ? '' : path}${query}` }
  const english = ENGLISH_PREFIX.exec(path)
  // `/en//evil.example` or `/en/\evil.example` without its prefix would name another host:
  // the rest is the site's own path, its leading slashes made one.
  if (english) return { redirect: ownRedirectPathOr(`${(english[1] ?? '').replace(/^[/\\]+/, '/') || '/'}${query}`, '/'), status: 307 }
  const kurdish = OLD_KURDISH.exec(path)
  if (kurdish) return { redirect: ownRedirectPathOr(`/ckb${kurdish[1] ?? ''}${query}`, '/ckb'), status: 308 }
  const capitals = LANGUAGE_IN_CAPITALS.exec(path)
  if (capitals && capitals[1] !== capitals[1].toLowerCase()) {
    const lowered = `/${capitals[1].toLowerCase()}${capitals[2] ?? ''}${query}`
    const onward = beforeNext(lowered)
    return onward && 'redirect' in onward ? onward : { redirect: ownRedirectPathOr(lowered, '/'), status: 308 }
  }
  return null
}
