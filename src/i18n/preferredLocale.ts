/**
 * Which language a visitor prefers: the saved choice (the language menu writes the
 * NEXT_LOCALE cookie), then the browser's languages in order, then English. `/` sends the
 * visitor there in the browser (preferredLanguageScript), a scanned `/01/{GTIN}` in the
 * proxy. Every other address shows the language it names.
 *
 * Relative imports only: next.config.ts loads files that import this one.
 */
import { defaultLocale, isLocale, type Locale, locales } from './locales'

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
  return firstSupported(ranked.map(({ tag }) => tag)) ?? defaultLocale
}

/** The first of the browser's language tags (`ar-IQ`, `en`) that the site is written in. */
function firstSupported(tags: string[]): Locale | undefined {
  for (const tag of tags) {
    const language = tag.split('-')[0]
    const found = locales.find((locale) => locale === language)
    if (found) return found
  }
  return undefined
}
