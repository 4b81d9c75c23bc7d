import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { pageMetadata } from '@/data/pageMetadata'

import type { ListHeading } from './listHeading'

/** A list page's metadata: its heading, and page 2 onwards as pages of their own, titled so. */
export async function listMetadata(locale: Locale, pathname: string, heading: ListHeading, page: number): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'common' })
  return pageMetadata({
    locale,
    pathname,
    query: page > 1 ? { page: String(page) } : undefined,
    title: page > 1 ? t('titleOnPage', { title: heading.title, page }) : heading.title,
    description: heading.intro,
    image: heading.banner,
  })
}
