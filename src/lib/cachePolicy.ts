/**
 * What shared caches (nginx, a CDN) may do with a page, and which language `/` answers in.
 * next.config.ts (through src/lib/routeRules.ts) and the proxy use these.
 *
 * Relative imports only: next.config.ts loads this file.
 */
import { defaultLocale, isLocale, type Locale, locales } from '../i18n/locales'

/**
 * Public HTML: a shared cache may keep it 1 s and then serve it stale for a minute while it
 * asks again, so an edit reaches every visitor within about 2 s on a busy page and within
 * a minute on a quiet one. Next's own cache keeps the page until a save expires its tags.
 */
export const PUBLIC_HTML = 'public, max-age=0, s-maxage=1, stale-while-revalidate=59'

/** Anything for one person: a signed-in editor, draft preview, the sign-in and reset pages. */
export const PRIVATE = 'private, no-store'

/**
 * `/` answers by the visitor's cookie and Accept-Language (English here, a redirect to
 * `/ar` or `/ckb` otherwise). Next replaces any Vary header a page response is given, so
 * a shared cache could not tell those answers apart: `/` is for the browser alone, which
 * asks for it again each time. Next still serves it from its own cache.
 */
export const HOME = 'private, no-cache'

/** Payload's session cookie and Next's draft-mode cookie. */
export const PERSONAL_COOKIES = ['payload-token', '__prerender_bypass']

/** Pages that are for one person whoever asks: they carry forms, tokens and redirects. */
export const PERSONAL_PAGES = ['/login', '/ResetPassword']

/**
 * The language a first visit to `/` (or a scanned `/01/{GTIN}`) is sent to: the saved
 * choice (the language menu writes the NEXT_LOCALE cookie), then the browser's
 * `Accept-Language`, then English. Every other address shows the language it names.
 */
export function preferredLocale(savedChoice: string | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(savedChoice)) return savedChoice
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1, index }
    })
    .filter(({ tag, q }) => tag !== '' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of ranked) {
    const language = tag.split('-')[0]
    const found = locales.find((locale) => locale === language)
    if (found) return found
  }
  return defaultLocale
}
