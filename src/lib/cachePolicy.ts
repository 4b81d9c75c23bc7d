/**
 * The cache policy, declared once: what each kind of answer says in `Cache-Control`, the
 * data tags a page's reads carry and a save expires, and what the edge cache of
 * deploy/nginx.conf keeps. next.config.ts (through src/lib/routing.ts) and the proxy send
 * these headers, src/data and src/hooks tag and expire with `cacheTag`, and
 * tests/unit/nginxPolicy.spec.ts holds deploy/nginx.conf against `edge`.
 *
 * Relative imports with their `.ts`: next.config.ts loads this file, and so does the site's server.
 */
import { personalPrefixes } from './routing/areas.ts'

const HOUR = 60 * 60
const YEAR = 365 * 24 * HOUR
/** How long a shared cache (the edge of deploy/nginx.conf among them) keeps a public page before asking again. */
const PAGE_SECONDS = 1

/**
 * Public HTML, `/` included: a shared cache may keep it 1 s and then serve it stale for a
 * minute while it asks again, so an edit reaches every visitor within about 2 s on a busy
 * page and within a minute on a quiet one. Next's own cache keeps the page until a save
 * expires its tags. `/` is the English home page for everybody; a visitor who prefers
 * another language is sent there by the page itself (src/i18n/preferredLanguageScript.ts).
 */
export const PUBLIC_HTML = `public, max-age=0, s-maxage=${PAGE_SECONDS}, stale-while-revalidate=${60 - PAGE_SECONDS}`

/** Anything for one person: a signed-in editor, draft preview, the sign-in and reset pages, the admin and the API. */
export const PRIVATE = 'private, no-store'

/**
 * A scanned `/01/{GTIN}` answers by the visitor's cookie and Accept-Language (a redirect to
 * the product page in English, or to `/ar/01/…` or `/ckb/01/…`), and in every language by
 * Accept (the page, which redirects or is the 404 page, or the linkset). Next replaces any Vary
 * header a page is given, so a CDN could not tell those answers apart: it is the browser's
 * alone (the proxy says so for `/ar/01/…` too). nginx keys its copy of `/01/` by the cookie and
 * Accept-Language (`edge.byLanguage`).
 */
export const BY_LANGUAGE = 'private, no-cache'

/** Files whose address changes with their content (`?v=`, fingerprinted scripts and styles). */
export const IMMUTABLE = `public, max-age=${YEAR}, immutable`

/**
 * How long Next's image optimizer keeps a resized picture, and lets the browser keep it
 * (`images.minimumCacheTTL`): the picture's address changes with an edit (`?v=`, src/lib/media.ts).
 */
export const RESIZED_PICTURE_SECONDS = YEAR

/**
 * The same for everyone, and may change with an edit, rarely: any cache may keep it an hour.
 * The GS1 resolver description, a code address that draws no code.
 */
export const PUBLIC_HOUR = `public, max-age=${HOUR}`

/** A media file's address without `?v=`: its content may change with an edit. */
export const MEDIA_UNVERSIONED = PUBLIC_HOUR

/**
 * A redirect the site's server makes from the address alone: another host name to the site's
 * own (src/server/http/canonicalHost.ts), `/en/…` and `/he/…` to their public addresses
 * (src/server/http/languageAddresses.ts).
 */
export const ADDRESS_REDIRECT = PUBLIC_HOUR

/** Payload's session cookie and Next's draft-mode cookie: a request with one is one person's. */
export const PERSONAL_COOKIES = ['payload-token', '__prerender_bypass']

/** Pages that are for one person whoever asks: they carry forms, tokens and redirects. */
export const PERSONAL_PAGES = ['/login', '/ResetPassword']

/**
 * The cache tags that tie what a page shows to what the admin changes. A data function
 * tags its read with these (src/data/cache.ts); `revalidateOnChange` expires the same tags
 * on save.
 */
export const cacheTag = {
  /** Every list or page that shows documents of a collection. */
  collection: (slug: string) => `collection:${slug}`,
  /** The page of one document. */
  document: (slug: string, documentSlug: string) => `doc:${slug}:${documentSlug}`,
  global: (slug: string) => `global:${slug}`,
}

/** What the edge cache (deploy/nginx.conf) keeps, and for how long. */
export const edge = {
  /** Public pages: a micro-cache. Under load each page is rendered about once a second, and an edit is live within 2 s. */
  pageSeconds: PAGE_SECONDS,
  /** Fingerprinted scripts and styles (`/_next/static/`), as the app says. */
  staticSeconds: YEAR,
  /** Pictures and their resized copies when the app says nothing (Payload's files). */
  mediaSeconds: HOUR,
  /** Always the app itself: the admin, the API (but media files) and draft preview. */
  neverCached: personalPrefixes,
  /** Kept per language cookie and Accept-Language (BY_LANGUAGE). */
  byLanguage: '/01/',
  /** Requests with one of these are neither served from the cache nor stored in it. */
  privateCookies: PERSONAL_COOKIES,
} as const
