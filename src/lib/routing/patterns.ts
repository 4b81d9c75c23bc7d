/**
 * The pieces the routing's patterns are built from: the languages as Next's rules and the
 * site's own regular expressions name them, and the list pages.
 */
import { defaultLocale, isLocale, type Locale, locales } from '../../i18n/locales.ts'
import { publicContentTypes } from '../contentTypes.ts'

export const prefixed = locales.filter((locale) => locale !== defaultLocale)
/** `:locale(ar|ckb)`: the languages whose public addresses start with their code. */
export const prefixedLocale = `:locale(${prefixed.join('|')})`
/**
 * `:locale(en|ar|ckb)`: every language, as Next sees a page's address once the site's
 * server has given English its `en` (`beforeNext`).
 */
export const anyLocale = `:locale(${locales.join('|')})`
export const lists = publicContentTypes.map((type) => type.pages.list.slice(1))
export const list = `:list(${lists.join('|')})`

/**
 * A page's address in each language, its language prefix captured: English's `en`, which the
 * site's server gives it (`beforeNext`), or none, as a visitor writes it.
 */
export function pageAddress(page: string): RegExp {
  return new RegExp(`^(?:/(${locales.join('|')}))?/${page}$`)
}

export function localeOf(match: RegExpExecArray | null): Locale | null {
  if (!match) return null
  return isLocale(match[1]) ? match[1] : defaultLocale
}
