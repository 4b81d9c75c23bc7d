import { defineRouting } from 'next-intl/routing'

import { defaultLocale, locales } from './locales'

export const routing = defineRouting({
  locales,
  defaultLocale,
  // English keeps the spec's unprefixed paths; Arabic and Kurdish are prefixed.
  localePrefix: 'as-needed',
  // An address names its language, so any cache can keep it as it is: `/products` is
  // English for everybody. Only a first visit to `/` is sent to the saved or preferred
  // language, by the proxy (src/proxy.ts). The language menu still saves the choice in the
  // NEXT_LOCALE cookie (src/components/layout/LanguageLink.tsx writes it in the browser).
  localeDetection: false,
})
