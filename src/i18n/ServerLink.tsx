import NextLink from 'next/link'
import { getLocale } from 'next-intl/server'
import type { ComponentProps } from 'react'

import { type Href, localizedPath } from './languagePath'
import type { Locale } from './locales'

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: Href; locale?: Locale }

/**
 * A link for server components, to the address of `href` in the page's language (or
 * `locale`). next-intl's own `Link` is a client component whose every instance carries its
 * routing props into the page's RSC payload (kilobytes on a page of cards); this one
 * resolves the address on the server and hands Next's link only the result. Links that
 * change the language are LanguageLink's: they save the choice in the browser.
 */
export async function Link({ href, locale, ...props }: Props) {
  return <NextLink href={localizedPath(href, locale ?? (await getLocale()))} {...props} />
}
