import { createNavigation } from 'next-intl/navigation'

import { routing } from './routing'

/**
 * next-intl's client `Link`, for the sign-in and reset forms only (their pages have next-intl's
 * client provider anyway). Everything else links with `ServerLink` or `LanguageLink` and
 * resolves addresses with `localizedPath` (languagePath.ts): importing this module into a
 * server component would send next-intl's client runtime to every page.
 */
export const { Link } = createNavigation(routing)
