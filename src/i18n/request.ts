import { locale as rootLocale } from 'next/root-params'
import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { formats, timeZone } from './formats'
import { loadMessages } from './messages'
import { routing } from './routing'

/**
 * The language of a server render: the one asked for (`getTranslations({ locale })`), else
 * the `[locale]` segment of the route, read with `next/root-params`. next-intl's own
 * `requestLocale` falls back to the request's headers when `setRequestLocale` has not run
 * first in that part of the tree (a not-found screen, a layout rendered beside its page),
 * and reading headers takes a cached page out of the cache ("static to dynamic at runtime").
 * Outside the `[locale]` tree (the admin) there is no segment: English.
 */
export default getRequestConfig(async ({ locale }) => {
  const requested = locale ?? (await rootLocale())
  const resolved = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  return { locale: resolved, messages: await loadMessages(resolved), formats, timeZone }
})
