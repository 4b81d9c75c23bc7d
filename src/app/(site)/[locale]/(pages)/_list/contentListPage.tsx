import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { CardCollection } from '@/components/content/ContentCards'
import { ListPage, pageNumber } from '@/components/content/ListPage'
import { listDocuments } from '@/data/content'
import { tryLoad } from '@/data/tryLoad'
import { requireLocale } from '@/i18n/requireLocale'
import { pagesOf } from '@/lib/contentTypes'

import { resilientMetadata, resilientPage } from '../../_shared/resilient'

import type { HeadingSource } from './listHeading'
import { listMetadata } from './listMetadata'

/** `page` is set on a list's later pages (`…/_page/2`), where the proxy sends `?page=2` (src/proxy.ts). */
type Props = { params: Promise<{ locale: string; page?: string }> }

type Options = {
  collection: CardCollection
  pageSize: number
  heading: HeadingSource
  /** Two large cards a row instead of three. */
  wide?: boolean
}

/**
 * Every list page of cards (recipes, news, videos, health care, jobs) is this page: a
 * heading, a page of published documents, page links, or the empty state. Each route
 * says which content type, how many a page, and where its heading comes from; its later
 * pages (`_page/[page]`, or `contentPages`' path) serve the same page for `?page=N`, each
 * cached on its own.
 */
export function contentListPage({ collection, pageSize, heading, wide }: Options) {
  const { list: pathname, screen } = pagesOf(collection)

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale: segment, page: pageSegment } = await params
    const locale = requireLocale(segment)
    const page = pageNumber(pageSegment)
    return listMetadata(locale, pathname, await heading(locale), page)
  }

  async function ContentListPage({ params }: Props) {
    const { locale: segment, page: pageSegment } = await params
    const locale = requireLocale(segment)
    setRequestLocale(locale)
    const page = pageNumber(pageSegment)
    const [top, texts, list] = await Promise.all([
      heading(locale),
      getTranslations({ locale, namespace: screen }),
      tryLoad(listDocuments(collection, locale, { page, limit: pageSize })),
    ])
    // ?page=9 of a three-page list is not a page. By the page asked for: past the end of a
    // list read in Arabic or Kurdish, Payload answers page 1 with a count of 0.
    if (list && list.docs.length === 0 && page > 1) notFound()
    return <ListPage locale={locale} collection={collection} list={list} {...top} emptyMessage={texts('empty')} wide={wide} />
  }

  return { generateMetadata: resilientMetadata(generateMetadata), Page: resilientPage(ContentListPage) }
}
