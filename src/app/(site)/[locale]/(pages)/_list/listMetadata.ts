import type { Metadata } from 'next'

import type { Locale } from '@/i18n/locales'
import { pageMetadata } from '@/data/pageMetadata'

import type { ListHeading } from './listHeading'

/** A list page's metadata: its heading, and page 2 onwards as pages of their own. */
export function listMetadata(locale: Locale, pathname: string, heading: ListHeading, page: number): Promise<Metadata> {
  return pageMetadata({
    locale,
    pathname,
    query: page > 1 ? { page: String(page) } : undefined,
    title: heading.title,
    description: heading.intro,
    image: heading.banner,
  })
}
