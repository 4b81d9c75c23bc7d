import { defineRouting } from 'next-intl/routing'

import { defaultLocale, locales } from './locales'

export const routing = defineRouting({
  locales,
  defaultLocale,
  // English keeps the spec's unprefixed paths; Arabic and Kurdish are prefixed.
  localePrefix: 'as-needed',
  // The saved choice (cookie) wins, then Accept-Language, then English.
  localeDetection: true,
})
